/**
 * The contact form (docs/product.md, contact).
 *
 *   idle | error ──form.submit [invalid]──▶ idle (fieldErrors says which fields)
 *   idle | error ──form.submit [honeypot filled]──▶ success (nothing is sent)
 *   idle | error ──form.submit──▶ sending ──done──▶ success (form cleared, modal shown)
 *                                         └─error─▶ error (message shown, values kept)
 *   error ──field.change──▶ idle (typing clears the message)
 *   success ──success.close──▶ idle
 *
 * The form starts from `input.values` (the draft a reload left behind); every change is handed
 * to `saveDraft` and a sent message ends with `clearDraft` (the app keeps the draft in session
 * storage, so neither a reload nor a hung send loses it). A failed send says why
 * (`contactSendFailure`: the documented text, or which throttle refused it).
 *
 * `sending` handles no event: a second submit is ignored and the screen disables the form
 * (tag 'sending'; the button reads 'Sending...'). The app provides `submitMessage`; leaving
 * `sending` or stopping the actor aborts its signal.
 */
import {
  emptyContactValues,
  type ContactSubmission,
  type ContactValues,
} from '@/domain/site/contact/message';
import {
  isValidContact,
  toSubmission,
  validateContact,
  type FieldErrors,
} from '@/domain/site/contact/validation';
import { CONTACT_SEND_MESSAGES, contactSendFailure } from '@/domain/site/contact/sendFailure';
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';

/** docs/product.md, contact. */
export const CONTACT_ERROR_MESSAGE = CONTACT_SEND_MESSAGES.failed;

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

export interface ContactFormInput {
  /** What the form shows first: a kept draft, or null for an empty form. */
  values: ContactValues | null;
}

/** Stores the message; resolves with nothing (visitors never read messages back). */
type SubmitMessage = (args: { input: ContactSubmission; signal: AbortSignal }) => Promise<void>;

const submitPlaceholder: SubmitMessage = notProvided('contactForm', 'submitMessage');

/** Without a store the draft is not kept; the signature types what the app's `saveDraft` gets. */
const keepNoDraft: (args: unknown, params: { values: ContactValues }) => void = () => undefined;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
    tags: {} as ContactFormTag,
  },
  actors: {
    submitMessage: fromAbortablePromise(submitPlaceholder),
  },
  guards: {
    hasInvalidFields: ({ context }) => !isValidContact(context.values),
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
    /** Keeps what was typed (the app: session storage); nothing by default. */
    saveDraft: keepNoDraft,
    /** Forgets the kept draft once the message is stored. */
    clearDraft: () => undefined,
    /** The failure's detail for maintainers; the visitor sees CONTACT_ERROR_MESSAGE. */
    logError: (_, params: { error: unknown }) => {
      console.error('contactForm: send failed', params.error);
    },
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    values: input.values ?? emptyContactValues,
    fieldErrors: {},
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ error: null }),
      on: {
        'field.change': {
          actions: [
            'setField',
            { type: 'saveDraft', params: ({ context }) => ({ values: context.values }) },
          ],
        },
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
            assign({ error: ({ event }) => contactSendFailure(event.error) }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    success: {
      tags: 'success',
      entry: ['clearForm', 'clearDraft'],
      on: { 'success.close': 'idle' },
    },
    error: {
      tags: 'error',
      on: {
        'field.change': {
          target: 'idle',
          actions: [
            'setField',
            { type: 'saveDraft', params: ({ context }) => ({ values: context.values }) },
          ],
        },
        'form.submit': [
          { guard: 'hasInvalidFields', target: 'idle', actions: 'showFieldErrors' },
          { guard: 'isBot', target: 'success' },
          { target: 'sending' },
        ],
      },
    },
  },
});
