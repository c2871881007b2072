import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorScheme, cssVariablesResolver, theme } from '../../src/theme';
import classes from './foundations.module.css';

/** A Foundations page's content, drawn with the site's theme on the site's background. */
export function FoundationsFrame({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <div className={classes.frame}>{children}</div>
    </MantineProvider>
  );
}
