import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ShellFrame } from '../src/app/ShellFrame';

function RoutedShellFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ShellFrame activePath={pathname}>{children}</ShellFrame>;
}

/** With `parameters: { shell: true }` a story renders inside the real page frame and sidebar. */
export const withShellFrame: Decorator = (Story, { parameters }) =>
  (parameters as { shell?: boolean }).shell ? (
    <RoutedShellFrame>
      <Story />
    </RoutedShellFrame>
  ) : (
    <Story />
  );
