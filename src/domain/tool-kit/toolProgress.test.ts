import { describe, expect, it } from 'vitest';
import { describeProgress, progressPercent } from './toolProgress';

const comments = { one: 'comment', other: 'comments' };

describe('describeProgress', () => {
  it('counts what was fetched, singular or plural', () => {
    expect(describeProgress({ pages: 3, items: 300, total: null }, comments)).toBe(
      'Fetched 300 comments (3 pages)',
    );
    expect(describeProgress({ pages: 1, items: 1, total: null }, comments)).toBe(
      'Fetched 1 comment (1 page)',
    );
    expect(describeProgress({ pages: 0, items: 0, total: null }, comments)).toBe(
      'Fetched 0 comments',
    );
  });

  it('says the total when it is known, with thousands separators', () => {
    expect(
      describeProgress({ pages: 6, items: 300, total: 1200 }, { one: 'video', other: 'videos' }),
    ).toBe('Fetched 300 of 1,200 videos (6 pages)');
    expect(describeProgress({ pages: 1, items: 1, total: 1 }, comments)).toBe(
      'Fetched 1 of 1 comment (1 page)',
    );
    expect(describeProgress({ pages: 24, items: 1200, total: 1200 }, comments)).toBe(
      'Fetched 1,200 of 1,200 comments (24 pages)',
    );
  });

  it('calls them items when the tool names nothing', () => {
    expect(describeProgress({ pages: 2, items: 100, total: null })).toBe(
      'Fetched 100 items (2 pages)',
    );
  });
});

describe('progressPercent', () => {
  it('is the whole share done, at most 100', () => {
    expect(progressPercent({ pages: 6, items: 300, total: 1200 })).toBe(25);
    expect(progressPercent({ pages: 1, items: 1, total: 3 })).toBe(33);
    expect(progressPercent({ pages: 9, items: 1300, total: 1200 })).toBe(100);
  });

  it('is null without a usable total', () => {
    expect(progressPercent({ pages: 3, items: 300, total: null })).toBeNull();
    expect(progressPercent({ pages: 0, items: 0, total: 0 })).toBeNull();
  });
});
