import { Button, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceDesktop, IconHome } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './DesktopRequiredOverlay.module.css';

/** docs/product.md, tools. */
export const DESKTOP_BENEFITS = [
  'Better data visualization',
  'Enhanced user interface',
  'Full feature access',
] as const;

export interface DesktopRequiredOverlayProps {
  /** Whether the 'Desktop Required' dialog covers the content. */
  opened: boolean;
  /** 'Continue Anyway' (and Escape): dismiss the dialog. */
  onContinue: () => void;
  /** The page behind the dialog: blurred and inert while it is open. */
  children: ReactNode;
}

/**
 * The tools index's 'Desktop Required' notice: a modal dialog over the blurred, inert page,
 * with 'Go Back Home' (a link to /) and 'Continue Anyway'. Focus moves into the dialog and is
 * trapped there; when it closes, focus moves to the page it uncovered. Clicking the blurred
 * page does not dismiss it: the visitor chooses with a button (or Escape, as 'Continue Anyway').
 */
export function DesktopRequiredOverlay({
  opened,
  onContinue,
  children,
}: DesktopRequiredOverlayProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <>
      <div
        ref={content}
        className={classes.content}
        data-blurred={opened || undefined}
        inert={opened}
        tabIndex={-1}
        data-testid="content-behind-overlay"
      >
        {children}
      </div>
      <Modal.Root
        opened={opened}
        onClose={onContinue}
        centered
        closeOnClickOutside={false}
        returnFocus={false}
        onExitTransitionEnd={() => content.current?.focus({ preventScroll: true })}
      >
        <Modal.Overlay backgroundOpacity={0.55} />
        <Modal.Content radius="lg" className={classes.dialog}>
          <Modal.Body className={classes.body}>
            <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden="true">
              <IconDeviceDesktop size={34} stroke={1.75} />
            </ThemeIcon>
            <Modal.Title className={classes.title}>Desktop Required</Modal.Title>
            <Text className={classes.explanation}>
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
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
