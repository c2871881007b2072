import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { colorScheme, cssVariablesResolver, theme } from '@/theme';
import { router } from './router';

export function App() {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
