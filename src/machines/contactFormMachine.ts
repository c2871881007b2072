/**
 * The contact form (spec sections 4, 5, 8).
 *
 *   idle | error ──form.submit [invalid]──▶ idle (fieldErrors says which fields)
 *   idle | error ──form.submit [honeypot filled]──▶ success (nothing is sent)
 *   idle | error ──form.submit──▶ sending ──done──▶ success (form cleared, modal shown)
 *                                         └─error─▶ error (message shown, values kept)
 *   error ──field.change──▶ idle (typing clears the message)
 *   success ──success.close──▶ idle
 *
 * `sending` handles no event: a second submit is ignored and the screen disables the form
 * (tag 'sending'; the button reads 'Sending...'). The app provides `submitMessage`; leaving
 * `sending` or stopping the actor aborts its signal.
 */
import { isProjectType, type ProjectType } from '@/domain/contact/projectTypes';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

/** Spec section 8. */
export const CONTACT_ERROR_MESSAGE = 'There was an error sending your message. Please try again.';

/** What is stored (spec section 7); the content service's NewContactMessage is the same. */
export interface ContactSubmission {
  name: string;
  email: string;
  project_type: ProjectType;
  message: string;
}

/** The visible, required fields. */
export type ContactField = keyof ContactSubmission;

/**
 * Everything the form holds. `website` is the honeypot: hidden from people (and from
 * assistive technology), so only bots fill it.
 */
export type ContactValues = Record<ContactField | 'website', string>;

export type FieldError = 'required' | 'invalid';
export type FieldErrors = Partial<Record<ContactField, FieldError>>;

export interface ContactFormContext {
  values: ContactValues;
  /** Which fields stopped the last submit; a field's entry goes when it is edited. */
  fieldErrors: FieldErrors;
  /** The send failure message, or null. */
  error: string | null;
}

export type ContactFormEvent =
  | { type: 'field.change'; field: keyof ContactValues; value: string }
  | { type: 'form.submit' }
  | { type: 'success.close' };

export type ContactFormTag = 'sending' | 'success' | 'error';

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  project_type: '',
  message: '',
  website: '',
};

/** A light shape check; the browser's type=email does the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5: every field is required, the project type is one of the five. */
export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'project_type', 'message'] as const) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (errors.email === undefined && !EMAIL_SHAPE.test(values.email.trim())) {
    errors.email = 'invalid';
  }
  if (errors.project_type === undefined && !isProjectType(values.project_type)) {
    errors.project_type = 'invalid';
  }
  return errors;
}

/** The message to store, trimmed; throws on values that do not validate. */
export function toSubmission(values: ContactValues): ContactSubmission {
  const projectType = values.project_type;
  if (Object.keys(validateContact(values)).length > 0 || !isProjectType(projectType)) {
    throw new Error('toSubmission: the contact form does not validate');
  }
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    project_type: projectType,
    message: values.message.trim(),
  };
}

/** Stores the message; resolves with nothing (visitors never read messages back). */
type SubmitMessage = (args: { input: ContactSubmission; signal: AbortSignal }) => Promise<void>;

const submitPlaceholder: SubmitMessage = notProvided('contactForm', 'submitMessage');

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    tags: {} as ContactFormTag,
  },
  actors: {
    submitMessage: fromPromise(submitPlaceholder),
  },
  guards: {
    hasInvalidFields: ({ context }) => Object.keys(validateContact(context.values)).length > 0,
    isBot: ({ context }) => context.values.website.trim() !== '',
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors: FieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => field !== event.field),
      );
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateContact(context.values) }),
    clearForm: assign({ values: emptyContactValues, fieldErrors: {}, error: null }),
    /** The failure's detail for maintainers; the visitor sees CONTACT_ERROR_MESSAGE. */
    logError: (_, params: { error: unknown }) => {
      console.error('contactForm: send failed', params.error);
    },
  },
}).createMachine({
  id: 'contactForm',
  context: { values: emptyContactValues, fieldErrors: {}, error: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ error: null }),
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
          { guard: 'isBot', target: 'success' },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: 'sending',
      entry: assign({ error: null }),
      invoke: {
        src: 'submitMessage',
        input: ({ context }) => toSubmission(context.values),
        onDone: 'success',
        onError: {
          target: 'error',
          actions: [
            assign({ error: CONTACT_ERROR_MESSAGE }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    success: {
      tags: 'success',
      entry: 'clearForm',
      on: { 'success.close': 'idle' },
    },
    error: {
      tags: 'error',
      on: {
        'field.change': { target: 'idle', actions: 'setField' },
        'form.submit': [
          { guard: 'hasInvalidFields', target: 'idle', actions: 'showFieldErrors' },
          { guard: 'isBot', target: 'success' },
          { target: 'sending' },
        ],
      },
    },
  },
});
