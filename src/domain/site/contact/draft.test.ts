import { describe, expect, it } from 'vitest';
import { parseContactDraft, serializeContactDraft } from './draft';
import { emptyContactValues } from './message';

describe('the contact draft', () => {
  const typed = {
    name: 'Ada',
    email: 'ada@example.com',
    projectType: 'music',
    message: 'Half a message',
    website: 'filled by a bot',
  };

  it('comes back as typed, without the honeypot', () => {
    expect(parseContactDraft(serializeContactDraft(typed))).toEqual({ ...typed, website: '' });
  });

  it('is nothing when empty, missing or unreadable', () => {
    expect(parseContactDraft(null)).toBeNull();
    expect(parseContactDraft(serializeContactDraft(emptyContactValues))).toBeNull();
    expect(parseContactDraft('{oops')).toBeNull();
    expect(parseContactDraft('"text"')).toBeNull();
  });

  it('keeps the fields that read as text and leaves the rest empty', () => {
    expect(parseContactDraft('{"name":"Ada","email":42,"message":["x"]}')).toEqual({
      ...emptyContactValues,
      name: 'Ada',
    });
  });
});
