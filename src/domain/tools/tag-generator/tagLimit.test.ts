import { describe, expect, it } from 'vitest';
import { tagCharacters, tagLimitUse, YOUTUBE_TAG_LIMIT } from './tagLimit';

describe('tag characters against the 500-character limit', () => {
  it('joins tags with commas and counts quotes around tags with spaces', () => {
    expect(tagCharacters(['video editing', 'vlog'])).toBe(15 + 1 + 4);
    expect(tagCharacters(['vlog'])).toBe(4);
    expect(tagCharacters([])).toBe(0);
  });

  it('labels and measures the use', () => {
    expect(tagLimitUse(['video editing', 'vlog'])).toEqual({
      characters: 20,
      limit: YOUTUBE_TAG_LIMIT,
      percent: 4,
      over: false,
      label: '20 / 500 characters',
    });
  });

  it('caps the meter at 100% and flags a use over the limit', () => {
    const tags = Array.from({ length: 30 }, () => 'a tag of twenty chars');
    const use = tagLimitUse(tags);
    expect(use.characters).toBe(30 * 23 + 29);
    expect(use).toMatchObject({ percent: 100, over: true });
  });
});
