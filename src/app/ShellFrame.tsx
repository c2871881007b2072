import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Sidebar } from '@/components/shell/Sidebar';
import { ShellLayout } from '@/components/shell/ShellLayout';
import { navigation, owner, socials } from '@/config/site';

export interface ShellFrameProps {
  /** The current pathname: highlights the matching link and closes the drawer when it changes. */
  activePath: string;
  children: ReactNode;
}

/** The site's page frame filled with the owner's sidebar; the app shell and stories share it. */
export function ShellFrame({ activePath, children }: ShellFrameProps) {
  const [opened, { open, close }] = useDisclosure(false);

  // A route change (link, back button) always leaves the mobile drawer closed.
  useEffect(close, [activePath, close]);

  return (
    <ShellLayout
      title={owner.name}
      opened={opened}
      onOpen={open}
      onClose={close}
      sidebar={
        // A boundary of its own: on a prerendered page React hydrates (and commits) the sidebar
        // in a pass after the page's content, two shorter tasks instead of one long one.
        <Suspense>
          <Sidebar
            profile={owner}
            socials={socials}
            groups={navigation}
            activePath={activePath}
            onNavigate={close}
          />
        </Suspense>
      }
    >
      {children}
    </ShellLayout>
  );
}
