import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from './limits';
import { emptyContactValues, type ContactValues } from './message';
import { isEmailShaped, isValidContact, toSubmission, validateContact } from './validation';

const filled: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  projectType: 'youtube',
  message: 'Could you edit my channel trailer?',
  website: '',
};

describe('validateContact', () => {
  it('accepts a complete form with any of the five project types', () => {
    for (const projectType of ['sponsorship', 'youtube', 'music', 'gaming', 'other']) {
      expect(validateContact({ ...filled, projectType })).toEqual({});
    }
  });

  it('requires every visible field', () => {
    expect(validateContact(emptyContactValues)).toEqual({
      name: 'required',
      email: 'required',
      projectType: 'required',
      message: 'required',
    });
    expect(validateContact({ ...filled, name: '   ', message: '\n' })).toEqual({
      name: 'required',
      message: 'required',
    });
  });

  it('checks the email shape lightly', () => {
    const emailError = (email: string) => validateContact({ ...filled, email }).email;
    expect(emailError('a@b.co')).toBeUndefined();
    expect(emailError(' first.last+tag@sub.example.org ')).toBeUndefined();
    expect(emailError('plainaddress')).toBe('invalid');
    expect(emailError('a@b')).toBe('invalid');
    expect(emailError('a b@c.de')).toBe('invalid');
    expect(emailError('   ')).toBe('required');
    expect(isEmailShaped(' a@b.co ')).toBe(true);
    expect(isEmailShaped('a@@b.co')).toBe(false);
  });

  it('accepts only the five project types', () => {
    expect(validateContact({ ...filled, projectType: 'wedding' })).toEqual({
      projectType: 'invalid',
    });
  });

  it('ignores the honeypot', () => {
    expect(validateContact({ ...filled, website: 'x' })).toEqual({});
    expect(isValidContact({ ...filled, website: 'x' })).toBe(true);
  });
});

describe('toSubmission', () => {
  it('keeps the four stored fields, trimmed, and drops the honeypot', () => {
    expect(
      toSubmission({
        ...filled,
        name: '  Ada Lovelace ',
        email: ' ada@example.com ',
        website: 'x',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      projectType: 'youtube',
      message: 'Could you edit my channel trailer?',
    });
  });

  it('refuses values that do not validate', () => {
    expect(() => toSubmission(emptyContactValues)).toThrow(/does not validate/);
    expect(() => toSubmission({ ...filled, email: 'nope' })).toThrow(/does not validate/);
  });
});

describe("length limits (the database's)", () => {
  const filled = {
    name: 'Ada',
    email: 'ada@example.com',
    projectType: 'music',
    message: 'Hello',
    website: '',
  };

  it('accepts every field at its limit and refuses one character more', () => {
    const atLimit = {
      ...filled,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    };
    expect(validateContact(atLimit)).toEqual({});
    expect(validateContact({ ...atLimit, name: `${atLimit.name}n` })).toEqual({ name: 'tooLong' });
    expect(validateContact({ ...atLimit, message: `${atLimit.message}m` })).toEqual({
      message: 'tooLong',
    });
    const longEmail = `${'e'.repeat(CONTACT_LIMITS.email)}@example.com`;
    expect(validateContact({ ...filled, email: longEmail })).toEqual({ email: 'tooLong' });
  });
});

describe('characters the form and the database refuse alike', () => {
  it('refuses text-direction overrides and isolates, and control characters', () => {
    expect(validateContact({ ...filled, name: 'Bob\u202Egnp.exe' })).toEqual({
      name: 'characters',
    });
    expect(validateContact({ ...filled, email: 'bob\u0007@example.com' })).toEqual({
      email: 'characters',
    });
    expect(validateContact({ ...filled, message: 'Hi \u001b[31mred' })).toEqual({
      message: 'characters',
    });
    expect(validateContact({ ...filled, message: 'a \u2066b\u2069' })).toEqual({
      message: 'characters',
    });
    expect(validateContact({ ...filled, message: 'C1 \u0085' })).toEqual({
      message: 'characters',
    });
  });

  it('allows line breaks and tabs in the message only, and any other script', () => {
    expect(validateContact({ ...filled, message: 'one\n\ttwo\r\nthree' })).toEqual({});
    expect(validateContact({ ...filled, name: 'Ada\tL' })).toEqual({ name: 'characters' });
    expect(validateContact({ ...filled, name: 'עדה לאבלייס', message: 'مرحبا 👋' })).toEqual({});
  });
});
