import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorScheme, cssVariablesResolver, theme } from '@/theme';

/** The site's Mantine theme around a router: the browser's, or the build's static one. */
export function App({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}
