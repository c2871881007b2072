/**
 * Why a contact message was not stored, in the visitor's words. docs/product.md (contact) gives the
 * general text; the throttles of `submit_contact_message` (hardening) each get their own, because
 * waiting is the remedy and the visitor should know for how long.
 */

/** A refusal by one of the database's throttles. */
export type ContactRefusal = 'sender-limit' | 'address-limit' | 'global-limit';

export const CONTACT_SEND_MESSAGES = {
  /** Anything else (network, timeout, server). */
  failed: 'There was an error sending your message. Please try again.',
  'sender-limit':
    'You have sent 3 messages in the last 10 minutes. Please wait a few minutes before sending another.',
  'address-limit':
    'Many messages came from your network in the last 10 minutes. Please wait a few minutes before sending another.',
  'global-limit': 'A lot of messages are arriving right now. Please try again in a minute.',
} as const satisfies Record<ContactRefusal | 'failed', string>;

/** Thrown by the content service when a throttle refused the message. */
export class ContactRefused extends Error {
  override name = 'ContactRefused';

  constructor(readonly reason: ContactRefusal) {
    super(CONTACT_SEND_MESSAGES[reason]);
  }
}

/** The reason a refusal names (the database raises `contact_sender_limit` and so on). */
export function refusalOf(databaseMessage: string): ContactRefusal | null {
  const match = /^contact_(sender|address|global)_limit$/.exec(databaseMessage.trim());
  return match ? (`${match[1]}-limit` as ContactRefusal) : null;
}

/** What the form says after a failed send. */
export function contactSendFailure(error: unknown): string {
  return error instanceof ContactRefused
    ? CONTACT_SEND_MESSAGES[error.reason]
    : CONTACT_SEND_MESSAGES.failed;
}
