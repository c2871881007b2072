/**
 * Why a contact message was not stored, in the visitor's words. docs/product.md (contact) gives the
 * general text; every refusal of `submit_contact_message` has its own, because the remedy differs:
 * waiting (the throttles), editing (characters the form would have caught), or nothing at all
 * (a proof of work the form renews by itself, said only if the renewed one is refused too).
 */

/** A refusal by the database. */
export type ContactRefusal = 'sender-limit' | 'address-limit' | 'characters' | 'challenge';

export const CONTACT_SEND_MESSAGES = {
  /** Anything else (network, timeout, server). */
  failed: 'There was an error sending your message. Please try again.',
  'sender-limit':
    'You have sent 3 messages in the last 10 minutes. Please wait a few minutes before sending another.',
  'address-limit':
    'Many messages came from your network in the last 10 minutes. Please wait a few minutes before sending another.',
  characters:
    'Your message holds invisible control or text-direction characters. Please remove them and send it again.',
  challenge:
    "Your browser's anti-spam check was not accepted, even after a fresh one. Please send your message again.",
} as const satisfies Record<ContactRefusal | 'failed', string>;

/** Thrown by the content service when the database refused the message. */
export class ContactRefused extends Error {
  override name = 'ContactRefused';
  constructor(readonly reason: ContactRefusal) {
    super(CONTACT_SEND_MESSAGES[reason]);
  }
}

const REASONS: Record<string, ContactRefusal> = {
  contact_sender_limit: 'sender-limit',
  contact_address_limit: 'address-limit',
  contact_invalid_characters: 'characters',
  contact_challenge_invalid: 'challenge',
  contact_challenge_expired: 'challenge',
  contact_challenge_used: 'challenge',
  contact_challenge_outdated: 'challenge',
};

/** The refusal the database's message names (`contact_sender_limit` and so on), or null. */
export function refusalOf(databaseMessage: string): ContactRefusal | null {
  const key = databaseMessage.trim();
  return Object.hasOwn(REASONS, key) ? (REASONS[key] ?? null) : null;
}

/** True when the proof of work was refused: the form solves a fresh one and sends again. */
export const isProofRefusal = (error: unknown): boolean =>
  error instanceof ContactRefused && error.reason === 'challenge';

/** What the form says after a failed send. */
export function contactSendFailure(error: unknown): string {
  return error instanceof ContactRefused
    ? CONTACT_SEND_MESSAGES[error.reason]
    : CONTACT_SEND_MESSAGES.failed;
}
