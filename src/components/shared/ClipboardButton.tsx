import { Button, Text, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './ClipboardButton.module.css';

/** What the last copy did: nothing yet (or long enough ago), copied, or refused. */
export type CopyState = 'idle' | 'copied' | 'failed';

export interface ClipboardButtonProps {
  /** The button's text before a copy: 'Copy Tags', 'Copy to Clipboard'… */
  label: string;
  state: CopyState;
  /** What the button reads for a moment after a copy (the spec's 'Copied!'). */
  copiedLabel?: string;
  /** Why the copy failed, shown beside the button when the clipboard refused. */
  failure: string;
  onCopy: () => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

/**
 * A copy button with its feedback: it reads 'Copied!' for a moment after a copy, a status line
 * that is always in the page tells assistive technology, and a refused copy says why beside it.
 * Its three parts sit in the parent's row of actions.
 */
export function ClipboardButton({
  label,
  state,
  copiedLabel = 'Copied!',
  failure,
  onCopy,
  disabled,
  variant,
}: ClipboardButtonProps) {
  const copied = state === 'copied';
  const Icon = copied ? IconCheck : IconCopy;
  return (
    <>
      <Button
        variant={variant}
        leftSection={<Icon size={18} aria-hidden="true" />}
        disabled={disabled}
        onClick={onCopy}
      >
        {copied ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status">{copied ? copiedLabel : ''}</VisuallyHidden>
      {state === 'failed' && (
        <Text role="alert" className={classes.failed}>
          <IconAlertCircle size={18} aria-hidden="true" />
          {failure}
        </Text>
      )}
    </>
  );
}
