import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useUncontrolled } from '@mantine/hooks';
import { useId, type ReactNode, type Ref, type SubmitEvent } from 'react';
import classes from './ToolSearchForm.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface ToolSearchFormProps {
  /** The box's visible label and accessible name, e.g. 'YouTube video URL'. */
  label: string;
  /** An example shown in the empty box, e.g. 'https://www.youtube.com/watch?v=...'. */
  placeholder?: string;
  /** The button's text. */
  submitLabel: string;
  /** The button's icon; a magnifier unless the tool has its own (a gift, a page). */
  icon?: ReactNode;
  /** Keeps the button disabled while the box is blank (docs/product.md, youtube-transcript). */
  requireText?: boolean;
  /**
   * The box's text, when the screen holds it (a route-driven tool, whose box follows the address:
   * `useToolSearch`); the screen then changes it on `onEdit`.
   */
  value?: string;
  /** What the box shows first, when the box holds its own text. */
  initialValue?: string;
  /** The text box itself, for a screen that moves focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The documented message for bad input; shown under the box, announced, cleared on typing. `true`
   * marks the box invalid without a message, for a screen that says why elsewhere.
   */
  error?: string | boolean | null;
  /** True while a run is in flight: the button shows a spinner and nothing is submitted. */
  busy?: boolean;
  /**
   * Called with the box's text as typed, on Enter or the button (never while `busy`, nor blank
   * with `requireText`). The caller reads it, then navigates or gives back `error`.
   */
  onSubmit: (value: string) => void;
  /** Called with the new text when the visitor edits it (to clear an input error). */
  onEdit?: (value: string) => void;
}

/**
 * A tool's search box: submits on Enter or with its button. The text stays as typed whatever
 * the run does, so a bad link can be corrected rather than retyped; a screen that gives `value`
 * decides what it says (the address's parameter after Back).
 */
export function ToolSearchForm({
  label,
  placeholder,
  submitLabel,
  icon = <IconSearch size={18} aria-hidden="true" />,
  requireText = false,
  value: heldValue,
  initialValue = '',
  inputRef,
  error,
  busy = false,
  onSubmit,
  onEdit,
}: ToolSearchFormProps) {
  const [value, setValue] = useUncontrolled({
    value: heldValue,
    defaultValue: initialValue,
    onChange: onEdit,
  });
  const errorId = useId();
  const waitsForText = requireText && value.trim() === '';
  const message = typeof error === 'string' ? error : null;
  const keepFocus = useFocusKeptWhileBusy(busy);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !waitsForText) onSubmit(value);
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <TextInput
        className={classes.input}
        label={label}
        placeholder={placeholder}
        ref={inputRef}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={message ?? error === true}
        errorProps={{ id: errorId, role: 'alert' }}
        aria-describedby={message ? errorId : undefined}
        size="md"
        autoComplete="off"
        spellCheck={false}
      />
      <Button
        type="submit"
        size="md"
        className={classes.submit}
        leftSection={icon}
        disabled={waitsForText}
        loading={busy}
        {...keepFocus}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
