import { useState, useSyncExternalStore } from 'react';
import { ContactForm } from '@/components/site/contact/ContactForm';
import { ContactInfo } from '@/components/site/contact/ContactInfo';
import { ContactSuccessModal } from '@/components/site/contact/ContactSuccessModal';
import { contact, socials } from '@/config/site';
import type { ContactValues } from '@/domain/site/contact/message';
import { projectTypes } from '@/domain/site/contact/projectTypes';
import type { contactFormMachine } from '@/machines/site/contact/contactFormMachine';
import { useMachine } from '@/screens/shared/useMachine';
import classes from './ContactScreen.module.css';

export interface ContactScreenProps {
  /** The contact form machine with `submitMessage` provided (by the app, or fakes in stories). */
  logic: typeof contactFormMachine;
  /** What the form starts with: the draft a reload left behind, if any. */
  initialValues?: ContactValues;
}

/** Route /contact: introduction beside the form; the machine owns the form's state. */
export function ContactScreen({ logic, initialValues }: ContactScreenProps) {
  const [snapshot, send] = useMachine(logic, { input: { values: initialValues ?? null } });
  const { values, fieldErrors, error } = snapshot.context;

  return (
    <section className={classes.page}>
      <ContactInfo
        responseTime={contact.responseTime}
        location={contact.location}
        socials={socials}
      />
      <div className={classes.card}>
        <ContactForm
          values={values}
          fieldErrors={fieldErrors}
          projectTypes={projectTypes}
          sending={snapshot.hasTag('sending')}
          error={error}
          onChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </div>
      <ContactSuccessModal
        opened={snapshot.hasTag('success')}
        responseTime={contact.responseTime}
        onClose={() => send({ type: 'success.close' })}
      />
    </section>
  );
}

export interface ContactRouteProps {
  /** The contact form machine with `submitMessage` provided. */
  logic: typeof contactFormMachine;
  /** The draft the tab kept, if any. */
  readDraft: () => ContactValues | undefined;
}

/** The draft is read once, as the route mounts: nothing to subscribe to. */
const noUpdates = () => () => undefined;
const NO_DRAFT = { draft: undefined };

/**
 * The /contact route. The prerendered form (and its hydration) is empty: React takes the
 * server's snapshot (no draft) while hydrating and reads the tab's draft once the page runs; a
 * draft then starts the form afresh with it.
 */
export function ContactRoute({ logic, readDraft }: ContactRouteProps) {
  const [readOnce] = useState(() => {
    let read: { draft: ContactValues | undefined } | undefined;
    return () => (read ??= { draft: readDraft() });
  });
  const { draft } = useSyncExternalStore(noUpdates, readOnce, () => NO_DRAFT);
  return <ContactScreen key={draft ? 'draft' : 'blank'} logic={logic} initialValues={draft} />;
}
