/**
 * The contact form (docs/product.md, contact), in two parallel regions.
 *
 * form:
 *   idle | error ──form.submit [invalid]──▶ idle (fieldErrors says which fields)
 *   idle | error ──form.submit [honeypot filled]──▶ success (nothing is sent)
 *   idle | error ──form.submit──▶ waiting ──[a proof is ready]──▶ sending
 *   sending ──done──▶ success (form cleared, modal shown)
 *           └─error─▶ error (message shown, values kept); a refused proof ▶ waiting, once
 *   waiting ──proof.failed──▶ error (the general message)
 *   error ──field.change──▶ idle (typing clears the message)
 *   success ──success.close──▶ idle
 *
 * proof (the proof of work `submit_contact_message` asks for; docs/security.md):
 *   fetching ──▶ solving ──▶ ready ──[used, or about to expire]──▶ fetching
 *   fetching | solving ──error──▶ resting ──5 s──▶ fetching
 *
 * The proof region starts with the page: the challenge is fetched and solved (in a worker) while
 * the visitor types, so Send rarely waits. Each send uses the ready proof and asks for the next;
 * a proof the database refuses (expired, used, outdated by a flood) is renewed and the message
 * sent again once, without the visitor doing anything.
 *
 * The form starts from `input.values` (the draft a reload left behind); every change is handed
 * to `saveDraft` and a sent message ends with `clearDraft`. A failed send says why
 * (`contactSendFailure`). `waiting` and `sending` handle no form event: a second submit is
 * ignored and the screen disables the form (tag 'sending'; the button reads 'Sending...').
 */
import type { ContactChallenge } from '@/domain/site/contact/challenge';
import { challengeExpiresAt } from '@/domain/site/contact/challenge';
import {
  emptyContactValues,
  type ContactSubmission,
  type ContactValues,
} from '@/domain/site/contact/message';
import {
  CONTACT_SEND_MESSAGES,
  contactSendFailure,
  isProofRefusal,
} from '@/domain/site/contact/sendFailure';
import {
  isValidContact,
  toSubmission,
  validateContact,
  type FieldErrors,
} from '@/domain/site/contact/validation';
import { assign, raise, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';

/** docs/product.md, contact. */
export const CONTACT_ERROR_MESSAGE = CONTACT_SEND_MESSAGES.failed;

/** A proof is renewed this long before its challenge expires, and 5 s after a failed attempt. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;
const RETRY_PROOF_MS = 5_000;

export interface ContactFormContext {
  values: ContactValues;
  /** Which fields stopped the last submit; a field's entry goes when it is edited. */
  fieldErrors: FieldErrors;
  /** The send failure message, or null. */
  error: string | null;
  /** The challenge being solved or solved, or null while one is fetched. */
  challenge: ContactChallenge | null;
  /** The solved challenge (ALTCHA's payload) the next send uses, or null while none is ready. */
  proof: string | null;
  /** True once a refused proof was renewed for this message (it is renewed once only). */
  proofRenewed: boolean;
}

export type ContactFormEvent =
  | { type: 'field.change'; field: keyof ContactValues; value: string }
  | { type: 'form.submit' }
  | { type: 'success.close' }
  | { type: 'proof.ready' }
  | { type: 'proof.failed' }
  | { type: 'proof.renew' };

export type ContactFormTag = 'sending' | 'success' | 'error';

export interface ContactFormInput {
  /** What the form shows first: a kept draft, or null for an empty form. */
  values: ContactValues | null;
}

/** What a send needs: the message and the solved challenge. */
export interface ContactSend {
  message: ContactSubmission;
  altcha: string;
}

type Actor<I, O> = (args: { input: I; signal: AbortSignal }) => Promise<O>;

/** Stores the message; resolves with nothing (visitors never read messages back). */
const submitPlaceholder: Actor<ContactSend, void> = notProvided('contactForm', 'submitMessage');
const solvePlaceholder: Actor<ContactChallenge, string> = notProvided(
  'contactForm',
  'solveChallenge',
);

/** Without a store the draft is not kept; the signature types what the app's `saveDraft` gets. */
const keepNoDraft: (args: unknown, params: { values: ContactValues }) => void = () => undefined;

const submitTransitions = [
  { guard: 'hasInvalidFields', target: '#contactForm.form.idle', actions: 'showFieldErrors' },
  { guard: 'isBot', target: '#contactForm.form.success' },
  { target: '#contactForm.form.waiting' },
] as const;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
    tags: {} as ContactFormTag,
  },
  actors: {
    submitMessage: fromAbortablePromise(submitPlaceholder),
    fetchChallenge: fromAbortablePromise<ContactChallenge>(
      notProvided('contactForm', 'fetchChallenge'),
    ),
    solveChallenge: fromAbortablePromise(solvePlaceholder),
  },
  delays: {
    untilProofExpires: ({ context }) => {
      const expiresAt = context.challenge && challengeExpiresAt(context.challenge);
      // A challenge that does not say when it expires is kept until it is used or refused.
      return expiresAt ? Math.max(0, expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now()) : 2 ** 31 - 1;
    },
  },
  guards: {
    hasInvalidFields: ({ context }) => !isValidContact(context.values),
    isBot: ({ context }) => context.values.website.trim() !== '',
    hasProof: ({ context }) => context.proof !== null,
    mayRenewProof: ({ context, event }) =>
      isProofRefusal((event as { error?: unknown }).error) && !context.proofRenewed,
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
    /** The failure's detail for maintainers; the visitor sees the failure's message. */
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
    challenge: null,
    proof: null,
    proofRenewed: false,
  }),
  type: 'parallel',
  states: {
    form: {
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
            'form.submit': submitTransitions,
          },
        },
        /** Sent, while the proof is still being worked out. */
        waiting: {
          tags: 'sending',
          entry: assign({ error: null }),
          always: { guard: 'hasProof', target: 'sending' },
          on: {
            'proof.failed': {
              target: 'error',
              actions: assign({ error: CONTACT_ERROR_MESSAGE, proofRenewed: false }),
            },
          },
        },
        sending: {
          tags: 'sending',
          entry: raise({ type: 'proof.renew' }),
          invoke: {
            src: 'submitMessage',
            input: ({ context }) => ({
              message: toSubmission(context.values),
              altcha: context.proof ?? '',
            }),
            onDone: 'success',
            onError: [
              {
                guard: 'mayRenewProof',
                target: 'waiting',
                actions: assign({ proofRenewed: true }),
              },
              {
                target: 'error',
                actions: [
                  assign({
                    error: ({ event }) => contactSendFailure(event.error),
                    proofRenewed: false,
                  }),
                  { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
        success: {
          tags: 'success',
          entry: ['clearForm', 'clearDraft', assign({ proofRenewed: false })],
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
            'form.submit': submitTransitions,
          },
        },
      },
    },
    proof: {
      initial: 'fetching',
      states: {
        fetching: {
          entry: assign({ challenge: null, proof: null }),
          invoke: {
            src: 'fetchChallenge',
            onDone: {
              target: 'solving',
              actions: assign({ challenge: ({ event }) => event.output }),
            },
            onError: 'resting',
          },
        },
        solving: {
          invoke: {
            src: 'solveChallenge',
            input: ({ context }) => context.challenge as ContactChallenge,
            onDone: { target: 'ready', actions: assign({ proof: ({ event }) => event.output }) },
            onError: 'resting',
          },
        },
        ready: {
          entry: raise({ type: 'proof.ready' }),
          after: { untilProofExpires: 'fetching' },
          on: { 'proof.renew': 'fetching' },
        },
        /** The challenge could not be had or solved: a send waiting for it fails; retry soon. */
        resting: {
          entry: raise({ type: 'proof.failed' }),
          after: { [RETRY_PROOF_MS]: 'fetching' },
        },
      },
    },
  },
});
