import { describe, expect, it } from 'vitest';
import {
  CONTACT_SEND_MESSAGES,
  ContactRefused,
  contactSendFailure,
  isProofRefusal,
  refusalOf,
} from './sendFailure';

describe('contact send failures', () => {
  it('uses the documented text for anything but a throttle', () => {
    expect(contactSendFailure(new Error('offline'))).toBe(
      'There was an error sending your message. Please try again.',
    );
    expect(contactSendFailure(undefined)).toBe(CONTACT_SEND_MESSAGES.failed);
  });

  it('gives each refusal its own message', () => {
    const reasons = ['sender-limit', 'address-limit', 'characters', 'challenge'] as const;
    const messages = reasons.map((reason) => contactSendFailure(new ContactRefused(reason)));
    expect(new Set([...messages, CONTACT_SEND_MESSAGES.failed]).size).toBe(5);
    expect(messages[0]).toMatch(/wait a few minutes/);
    expect(messages[2]).toMatch(/remove them/);
  });

  it("reads the database's reasons, and nothing else", () => {
    expect(refusalOf('contact_sender_limit')).toBe('sender-limit');
    expect(refusalOf('contact_address_limit')).toBe('address-limit');
    expect(refusalOf('contact_invalid_characters')).toBe('characters');
    for (const proof of ['invalid', 'expired', 'used', 'outdated']) {
      expect(refusalOf(`contact_challenge_${proof}`)).toBe('challenge');
    }
    expect(isProofRefusal(new ContactRefused('challenge'))).toBe(true);
    expect(isProofRefusal(new ContactRefused('sender-limit'))).toBe(false);
    expect(refusalOf('contact_global_limit')).toBeNull();
    expect(refusalOf('constructor')).toBeNull();
    expect(refusalOf('contact_invalid_email')).toBeNull();
    expect(refusalOf('permission denied')).toBeNull();
  });
});
