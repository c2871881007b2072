import { use, useEffect, useRef } from 'react';
import { PrerenderedMachinesContext } from '@/screens/shared/machineContexts';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppReady } from './appReady';
import { ShellFrame } from './ShellFrame';

/** The persistent frame around every route: sidebar, mobile drawer, main landmark. */
export function Shell() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  useAppReady();
  return (
    <ShellFrame activePath={pathname}>
      <Outlet />
    </ShellFrame>
  );
}

/**
 * The tab's title follows the app's navigation. The titles load apart from the entry, and not at
 * all on a prerendered page until the app navigates: its title is already in its head.
 */
function usePageTitle(pathname: string) {
  // A prerendered page arrives with its title: nothing to load until the app navigates.
  const arrivedWithTitle = useRef(use(PrerenderedMachinesContext) !== undefined ? pathname : null);
  useEffect(() => {
    if (pathname === arrivedWithTitle.current) return;
    arrivedWithTitle.current = null;
    let current = true;
    void import('./pageTitles').then(({ pageTitle }) => {
      const title = pageTitle(pathname);
      if (current && title) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
