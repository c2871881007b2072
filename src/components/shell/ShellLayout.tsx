import { Burger, CloseButton, Overlay, Text } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { atOrBelow } from '@/theme';
import classes from './ShellLayout.module.css';

export interface ShellLayoutProps {
  /** The navigation column (the Sidebar component). */
  sidebar: ReactNode;
  /** Shown in the top bar on narrow screens. */
  title: string;
  /** Whether the off-canvas sidebar is open (only meaningful at 1100px or less). */
  opened: boolean;
  /** Called when the visitor presses the menu button (the caller owns `opened`). */
  onOpen: () => void;
  /**
   * Called when the visitor closes the sidebar: its close button, the menu button, a click on
   * the overlay or Escape.
   */
  onClose: () => void;
  /** The page itself, in the main area (where 'Skip to content' leads). */
  children: ReactNode;
}

const sidebarId = 'site-sidebar';

/**
 * Page frame: a fixed 260px sidebar on wide screens; at 1100px or less a top bar with a menu
 * button that opens the sidebar over a dimmed overlay. Overlay click and Escape close it, and
 * focus goes into the sidebar when it opens and back to the menu button when it closes.
 */
export function ShellLayout({
  sidebar,
  title,
  opened,
  onOpen,
  onClose,
  children,
}: ShellLayoutProps) {
  const narrow = useMediaQuery(atOrBelow('sidebar'));
  const drawerOpen = narrow && opened;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(drawerOpen);

  useEffect(() => {
    if (drawerOpen) closeButton.current?.focus();
    else if (wasOpen.current) menuButton.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);

  useWindowEvent('keydown', (event) => {
    if (drawerOpen && event.key === 'Escape') onClose();
  });

  return (
    <div className={classes.root}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.topBar}>
        <Burger
          ref={menuButton}
          opened={drawerOpen}
          onClick={drawerOpen ? onClose : onOpen}
          aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpen}
          aria-controls={sidebarId}
          size="sm"
        />
        <Text fw={700}>{title}</Text>
      </header>

      <aside
        id={sidebarId}
        className={classes.sidebar}
        data-open={drawerOpen || undefined}
        aria-label="Site navigation"
        inert={narrow && !opened}
      >
        <div className={classes.sidebarInner}>
          {narrow && (
            <CloseButton
              ref={closeButton}
              className={classes.closeButton}
              onClick={onClose}
              aria-label="Close navigation"
              size="lg"
            />
          )}
          {sidebar}
        </div>
      </aside>

      {drawerOpen && (
        <Overlay
          fixed
          className={classes.overlay}
          backgroundOpacity={0.65}
          blur={2}
          onClick={onClose}
          data-testid="sidebar-overlay"
        />
      )}

      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </div>
  );
}
