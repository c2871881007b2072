import { Button, TextInput } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useUncontrolled } from '@mantine/hooks';
import type { SubmitEvent } from 'react';
import type {
  ChannelPairErrors,
  ChannelPairField,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import classes from './ChannelComparerForm.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface ChannelComparisonValues {
  a: string;
  b: string;
}

export interface ChannelComparerFormProps {
  /**
   * The boxes' texts, when the screen holds them (they follow the address's `a` and `b`); the
   * screen then changes them on `onEdit`.
   */
  values?: ChannelComparisonValues;
  /** What the boxes show first, when the form holds its own texts. */
  initialValues?: Partial<ChannelComparisonValues>;
  /** The form's message ('Please enter both YouTube channel URLs') and each box's. */
  errors: ChannelPairErrors;
  /** True while a comparison runs: the button shows a spinner. */
  busy?: boolean;
  /**
   * Called with both boxes' text as typed when the visitor asks to compare; the screen reads them
   * and opens the comparison's address, or gives back `errors`.
   */
  onSubmit: (values: ChannelComparisonValues) => void;
  /** The visitor edited a box (to clear its message): which one, and both texts now. */
  onEdit?: (field: ChannelPairField, values: ChannelComparisonValues) => void;
}

const FIELDS: readonly { field: ChannelPairField; label: string }[] = [
  { field: 'a', label: 'First YouTube channel' },
  { field: 'b', label: 'Second YouTube channel' },
];

/**
 * The comparer's two channel boxes and its button: submits on Enter or with the button. A box's
 * own message shows under it, the form's under the first box it concerns; the text stays as typed.
 */
export function ChannelComparerForm({
  values: heldValues,
  initialValues,
  errors,
  busy = false,
  onSubmit,
  onEdit,
}: ChannelComparerFormProps) {
  const [values, setValues] = useUncontrolled<ChannelComparisonValues>({
    value: heldValues,
    defaultValue: { a: initialValues?.a ?? '', b: initialValues?.b ?? '' },
  });

  const firstWithForm = FIELDS.find(({ field }) => errors[field] === errors.form)?.field;
  const keepFocus = useFocusKeptWhileBusy(busy);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.inputs}>
        {FIELDS.map(({ field, label }) => {
          const error = errors[field];
          // The form's message shows once, under the first box it concerns; another box it
          // concerns is only marked invalid.
          const text = error !== null && (error !== errors.form || field === firstWithForm);
          return (
            <TextInput
              key={field}
              className={classes.input}
              label={label}
              placeholder="https://www.youtube.com/@channel"
              value={values[field]}
              onChange={(event) => {
                const next = { ...values, [field]: event.currentTarget.value };
                setValues(next);
                onEdit?.(field, next);
              }}
              error={text ? error : error !== null}
              errorProps={{ role: 'alert' }}
              size="md"
              autoComplete="off"
              spellCheck={false}
            />
          );
        })}
      </div>
      <Button
        type="submit"
        size="md"
        className={classes.submit}
        leftSection={<IconArrowsLeftRight size={18} aria-hidden="true" />}
        loading={busy}
        {...keepFocus}
      >
        Compare
      </Button>
    </form>
  );
}
