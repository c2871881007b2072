import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteLayout } from '@/components/SiteLayout';
import { Sidebar } from '@/components/Sidebar';
import { navigation, owner, socials } from '@/config/site';

/** The persistent frame around every route: sidebar, mobile drawer, main landmark. */
export function Shell() {
  const { pathname } = useLocation();
  const [opened, { open, close }] = useDisclosure(false);

  // A route change (link, back button) always leaves the mobile drawer closed.
  useEffect(close, [pathname, close]);

  return (
    <SiteLayout
      title={owner.name}
      opened={opened}
      onOpen={open}
      onClose={close}
      sidebar={
        <Sidebar
          profile={owner}
          socials={socials}
          groups={navigation}
          activePath={pathname}
          onNavigate={close}
        />
      }
    >
      <Outlet />
    </SiteLayout>
  );
}
