import { describe, expect, it } from 'vitest';
import { readConsultantInput } from './consultantInput';

describe('readConsultantInput', () => {
  it.each(['', '   '])('asks for a channel URL when the box is empty (%j)', (channel) => {
    expect(readConsultantInput({ channel })).toEqual({
      ok: false,
      error: 'Please enter a YouTube channel URL',
    });
  });

  it.each([
    ['@JordanValeEdits', { kind: 'handle', handle: 'jordanvaleedits' }],
    [
      'https://www.youtube.com/@novagamingarena/videos',
      { kind: 'handle', handle: 'novagamingarena' },
    ],
    ['UCjordanValeEdits_2025xQ', { kind: 'id', id: 'UCjordanValeEdits_2025xQ' }],
    [
      'https://www.youtube.com/channel/UCjordanValeEdits_2025xQ',
      { kind: 'id', id: 'UCjordanValeEdits_2025xQ' },
    ],
    ['https://www.youtube.com/user/beatstreet', { kind: 'username', username: 'beatstreet' }],
    ['https://www.youtube.com/c/TrailAndTide', { kind: 'custom', name: 'TrailAndTide' }],
  ])('reads %s', (channel, ref) => {
    expect(readConsultantInput({ channel })).toEqual({ ok: true, value: ref });
  });

  it.each([
    'https://vimeo.com/12345',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'not a channel',
  ])("answers %s with the consultant's failure text", (channel) => {
    expect(readConsultantInput({ channel })).toEqual({
      ok: false,
      error: 'Error analyzing channel. Please check the URL and try again.',
    });
  });
});
