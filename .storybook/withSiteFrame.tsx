import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFrame } from '../src/app/SiteFrame';

function RoutedSiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <SiteFrame activePath={pathname}>{children}</SiteFrame>;
}

/** With `parameters: { shell: true }` a story renders inside the real page frame and sidebar. */
export const withSiteFrame: Decorator = (Story, { parameters }) =>
  (parameters as { shell?: boolean }).shell ? (
    <RoutedSiteFrame>
      <Story />
    </RoutedSiteFrame>
  ) : (
    <Story />
  );
