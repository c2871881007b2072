import { Button, FocusTrap, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconDeviceDesktop, IconHome } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import classes from './DesktopRequiredOverlay.module.css';

/** docs/product.md, tools. */
export const DESKTOP_BENEFITS = [
  'Better data visualization',
  'Enhanced user interface',
  'Full feature access',
] as const;

/**
 * - `unmeasured`: the app has not measured the window yet (the prerendered page, before any
 *   script): a stylesheet media query shows the dialog on windows of 768px or less only.
 * - `open`: the dialog covers the page, whatever the width.
 * - `closed`: the page as it is.
 */
export type DesktopRequiredState = 'unmeasured' | 'open' | 'closed';

export interface DesktopRequiredOverlayProps {
  /** Whether the dialog covers the page: `unmeasured` (by width, before the app runs), `open`, `closed`. */
  state: DesktopRequiredState;
  /** 'Continue Anyway' (and Escape): dismiss the dialog. */
  onContinue: () => void;
  /** The page behind the dialog: blurred, and inert while it is open. */
  children: ReactNode;
}

/**
 * The tools index's 'Desktop Required' notice: a modal dialog over the blurred page, with 'Go
 * Back Home' (a link to /) and 'Continue Anyway'. It is part of the page, not a portal, so the
 * prerendered HTML has it and a narrow window shows it from the first paint; the app then keeps
 * the same elements (a press held before the app ran reaches the same button). While open, the
 * page behind is inert, focus moves into the dialog and is trapped there, and Escape continues;
 * when it closes, focus moves to the page it uncovered. Clicking the blurred page does nothing:
 * the visitor chooses with a button.
 */
export function DesktopRequiredOverlay({
  state,
  onContinue,
  children,
}: DesktopRequiredOverlayProps) {
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const explanationId = useId();
  const open = state === 'open';
  const unmeasured = state === 'unmeasured' || undefined;

  useWindowEvent('keydown', (event) => {
    if (open && event.key === 'Escape') onContinue();
  });
  useFocusPageWhenClosed(open, content);

  return (
    <>
      <div
        ref={content}
        className={classes.content}
        data-blurred={open || undefined}
        data-unmeasured={unmeasured}
        inert={open}
        tabIndex={-1}
        data-testid="content-behind-overlay"
      >
        {children}
      </div>
      {state !== 'closed' && (
        <div className={classes.backdrop} data-unmeasured={unmeasured}>
          <FocusTrap active={open}>
            <Paper
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={explanationId}
              radius="lg"
              shadow="xl"
              className={classes.dialog}
            >
              <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden="true">
                <IconDeviceDesktop size={34} stroke={1.75} />
              </ThemeIcon>
              <Title order={2} id={titleId} className={classes.title}>
                Desktop Required
              </Title>
              <Text id={explanationId} className={classes.explanation}>
                These tools are built for a larger screen. For the best experience, open them on a
                desktop or laptop computer.
              </Text>
              <ul className={classes.benefits} aria-label="On a larger screen you get">
                {DESKTOP_BENEFITS.map((benefit) => (
                  <li key={benefit} className={classes.benefit}>
                    <IconCheck size={18} stroke={2} aria-hidden="true" className={classes.check} />
                    {benefit}
                  </li>
                ))}
              </ul>
              <div className={classes.actions}>
                <Button
                  component={Link}
                  to="/"
                  fullWidth
                  leftSection={<IconHome size={18} aria-hidden="true" />}
                >
                  Go Back Home
                </Button>
                <Button variant="default" fullWidth onClick={onContinue}>
                  Continue Anyway
                </Button>
              </div>
              <Text size="sm" className={classes.note}>
                <IconAlertTriangle size={16} aria-hidden="true" className={classes.noteIcon} />
                Tools may not function properly on mobile devices
              </Text>
            </Paper>
          </FocusTrap>
        </div>
      )}
    </>
  );
}

/** When the dialog closes, focus goes to the page it uncovered (not to `<body>`). */
function useFocusPageWhenClosed(open: boolean, page: RefObject<HTMLDivElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) page.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open, page]);
}
