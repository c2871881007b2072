import { describe, expect, it } from 'vitest';
import {
  CONTACT_SEND_MESSAGES,
  ContactRefused,
  contactSendFailure,
  refusalOf,
} from './sendFailure';

describe('contact send failures', () => {
  it('uses the documented text for anything but a throttle', () => {
    expect(contactSendFailure(new Error('offline'))).toBe(
      'There was an error sending your message. Please try again.',
    );
    expect(contactSendFailure(undefined)).toBe(CONTACT_SEND_MESSAGES.failed);
  });

  it('gives each throttle its own message', () => {
    const messages = (['sender-limit', 'address-limit', 'global-limit'] as const).map((reason) =>
      contactSendFailure(new ContactRefused(reason)),
    );
    expect(new Set(messages).size).toBe(3);
    expect(messages[0]).toMatch(/wait a few minutes/);
    expect(messages[2]).toMatch(/try again in a minute/);
  });

  it("reads the database's reasons, and nothing else", () => {
    expect(refusalOf('contact_sender_limit')).toBe('sender-limit');
    expect(refusalOf('contact_address_limit')).toBe('address-limit');
    expect(refusalOf('contact_global_limit')).toBe('global-limit');
    expect(refusalOf('contact_invalid_email')).toBeNull();
    expect(refusalOf('permission denied')).toBeNull();
  });
});
