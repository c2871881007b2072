import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFrame } from './SiteFrame';

/** The persistent frame around every route: sidebar, mobile drawer, main landmark. */
export function Shell() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  return (
    <SiteFrame activePath={pathname}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The tab's title follows the app's navigation (a page's own file arrives with it). The titles
 * load on the first navigation, not with the entry: a page's title is already in its head.
 */
function usePageTitle(pathname: string) {
  useEffect(() => {
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
