import { Outlet, useLocation } from 'react-router-dom';
import { SiteFrame } from './SiteFrame';

/** The persistent frame around every route: sidebar, mobile drawer, main landmark. */
export function Shell() {
  const { pathname } = useLocation();
  return (
    <SiteFrame activePath={pathname}>
      <Outlet />
    </SiteFrame>
  );
}
