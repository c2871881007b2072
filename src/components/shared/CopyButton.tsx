import { Button, Text, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useFocusKeptWhileBusy } from './useFocusKeptWhileBusy';
import classes from './CopyButton.module.css';

/**
 * What the last copy did: nothing yet (or long enough ago), still copying (an image is drawn
 * first), copied, or refused.
 */
export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The button's text before a copy: 'Copy Tags', 'Copy to Clipboard'… */
  label: string;
  /**
   * Given by the caller, which owns the clipboard and how long 'copied' lasts (Mantine's
   * useClipboard, or the tool's machine): the button keeps no timer of its own.
   */
  state: CopyState;
  /** What the button reads for a moment after a copy (the documented 'Copied!'). */
  copiedLabel?: string;
  /**
   * What the status line, always in the page, announces after a copy: `copiedLabel` unless
   * given. Null when the caller's own status line announces copies (the QR code panel's notice):
   * two would be read out twice.
   */
  announcement?: string | null;
  /**
   * Why the copy failed, shown beside the button (and announced) when the clipboard refused.
   * Null when the caller reports failures in a place of its own (the QR code panel's notice,
   * the subscribe link card's alert box).
   */
  failure: string | null;
  /** Copies: text or an image, as the caller does it; the outcome comes back as `state`. */
  onCopy: () => void;
  /** Greys the button out while there is nothing to copy (no tags, no QR code yet). */
  disabled?: boolean;
  /**
   * The Mantine button variant, to match the row's other buttons ('light' in the QR code panel);
   * Mantine's filled button unless given.
   */
  variant?: ButtonProps['variant'];
}

/**
 * A copy button with its feedback: it reads 'Copied!' (its icon a check) for a moment after a
 * copy, a status line that is always in the page tells assistive technology, and a refused copy
 * says why beside it. While copying it spins and keeps the keyboard's place. Its parts sit in
 * the parent's row of actions.
 */
export function CopyButton({
  label,
  state,
  copiedLabel = 'Copied!',
  announcement = copiedLabel,
  failure,
  onCopy,
  disabled,
  variant,
}: CopyButtonProps) {
  const copying = state === 'copying';
  const copied = state === 'copied';
  const keepFocus = useFocusKeptWhileBusy(copying);
  const Icon = copied ? IconCheck : IconCopy;
  return (
    <>
      <Button
        variant={variant}
        leftSection={<Icon size={18} aria-hidden="true" />}
        loading={copying}
        {...keepFocus}
        disabled={disabled}
        onClick={onCopy}
      >
        {copied ? copiedLabel : label}
      </Button>
      {announcement !== null && (
        <VisuallyHidden role="status">{copied ? announcement : ''}</VisuallyHidden>
      )}
      {state === 'failed' && failure !== null && (
        <Text role="alert" className={classes.failed}>
          <IconAlertCircle size={18} aria-hidden="true" />
          {failure}
        </Text>
      )}
    </>
  );
}
