import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { CONTACT_LIMITS } from '@/domain/site/contact/limits';
import type { ContactField, ContactValues } from '@/domain/site/contact/message';
import type { FieldError, FieldErrors } from '@/domain/site/contact/validation';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import classes from './ContactForm.module.css';
import { formatCount } from '@/domain/format/count';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

/** The form's fields and values are the domain's (docs/product.md, contact). */
export type ContactFieldName = ContactField;
export type ContactFormValues = ContactValues;
export type ContactFieldErrors = FieldErrors;

export interface ContactFormProps {
  /** What is in each field, the hidden `website` one included; the contact machine owns them. */
  values: ContactFormValues;
  /**
   * Why a field stops the send (missing, not valid, too long), shown under it in words; a field
   * that is not listed is fine. Set when the visitor sends, cleared for a field they edit.
   */
  fieldErrors: ContactFieldErrors;
  /** The five project types (docs/product.md, contact), value and label. */
  projectTypes: readonly { value: string; label: string }[];
  /**
   * True while the message is on its way: the fields are disabled and the button reads
   * 'Sending...'.
   */
  sending: boolean;
  /** The send failure message (docs/product.md, contact), shown above the button. */
  error: string | null;
  /** Called with the field and its new value on each edit; the machine keeps it (and the draft). */
  onChange: (field: keyof ContactFormValues, value: string) => void;
  /** Called when the visitor sends the form; the machine checks the fields, then sends. */
  onSubmit: () => void;
}

/** src/domain/site/contact/characters.ts: what the form and the database refuse alike. */
const unsafeCharacters = (what: string) =>
  `Please remove the invisible control or text-direction characters from ${what}`;

const problems: Record<ContactFieldName, Record<FieldError, string>> = {
  name: {
    required: 'Please enter your name',
    invalid: 'Please enter your name',
    tooLong: `Please keep your name to ${formatCount(CONTACT_LIMITS.name)} characters`,
    characters: unsafeCharacters('your name'),
  },
  email: {
    required: 'Please enter your email',
    invalid: 'Please enter a valid email address',
    tooLong: `Please enter an email address of at most ${formatCount(CONTACT_LIMITS.email)} characters`,
    characters: unsafeCharacters('your email'),
  },
  projectType: {
    required: 'Please choose a project type',
    invalid: 'Please choose a project type',
    tooLong: 'Please choose a project type',
    characters: 'Please choose a project type',
  },
  message: {
    required: 'Please enter a message',
    invalid: 'Please enter a message',
    tooLong: `Please keep your message to ${formatCount(CONTACT_LIMITS.message)} characters`,
    characters: unsafeCharacters('your message'),
  },
};

/**
 * The contact form. The machine validates (so every browser shows the same inline messages);
 * `website` is a honeypot hidden from people and assistive technology.
 */
export function ContactForm({
  values,
  fieldErrors,
  projectTypes,
  sending,
  error,
  onChange,
  onSubmit,
}: ContactFormProps) {
  const keepFocus = useFocusKeptWhileBusy(sending);
  const problem = (field: ContactFieldName) => {
    const kind = fieldErrors[field];
    return kind ? problems[field][kind] : undefined;
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="Contact form">
      <fieldset className={classes.fields} disabled={sending}>
        <div className={classes.row}>
          <TextInput
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            error={problem('name')}
            onChange={(e) => onChange('name', e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            error={problem('email')}
            onChange={(e) => onChange('email', e.currentTarget.value)}
          />
        </div>
        <NativeSelect
          label="Project type"
          // The column's name, as the prerendered page has it; the form's field is projectType.
          name="project_type"
          required
          value={values.projectType}
          error={problem('projectType')}
          data={[{ value: '', label: 'Choose a project type' }, ...projectTypes]}
          onChange={(e) => onChange('projectType', e.currentTarget.value)}
        />
        <Textarea
          label="Message"
          name="message"
          required
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          description={`${formatCount(values.message.length)} / ${formatCount(CONTACT_LIMITS.message)} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          classNames={{ input: classes.message, description: classes.counter }}
          value={values.message}
          error={problem('message')}
          onChange={(e) => onChange('message', e.currentTarget.value)}
        />
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            Website
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => onChange('website', e.currentTarget.value)}
            />
          </label>
        </div>
      </fieldset>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button
        type="submit"
        size="md"
        disabled={sending}
        {...keepFocus}
        leftSection={<IconSend size={18} aria-hidden="true" />}
      >
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
