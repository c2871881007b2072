import { describe, expect, it } from 'vitest';
import { ALL_VIDEOS, filterOptions, videosForFilter } from './filter';

const videos = [
  { id: 1, tag: 'Gaming' },
  { id: 2, tag: 'Music' },
  { id: 3, tag: 'Gaming' },
];

describe('portfolio filter', () => {
  it("'All' shows every video, as the same list", () => {
    expect(videosForFilter(videos, ALL_VIDEOS)).toBe(videos);
  });

  it('a tag narrows the list to its videos, in order', () => {
    expect(videosForFilter(videos, 'Gaming').map((v) => v.id)).toEqual([1, 3]);
    expect(videosForFilter(videos, 'Vlogs')).toEqual([]);
  });

  it("offers 'All' first, then each tag", () => {
    expect(filterOptions(['Gaming', 'Music'])).toEqual(['All', 'Gaming', 'Music']);
    expect(filterOptions([])).toEqual(['All']);
  });
});
