import { describe, expect, it } from 'vitest';
import { describeProgress, progressPercent } from './toolProgress';

const comments = { one: 'comment', other: 'comments' };

describe('describeProgress', () => {
  it('counts what was fetched, singular or plural', () => {
    expect(describeProgress({ pages: 3, items: 300, total: null }, comments)).toBe(
      'Fetched 300 comments',
    );
    expect(describeProgress({ pages: 1, items: 1, total: null }, comments)).toBe(
      'Fetched 1 comment',
    );
    expect(describeProgress({ pages: 0, items: 0, total: null }, comments)).toBe(
      'Fetched 0 comments',
    );
  });

  it('says the total when it is known, with thousands separators', () => {
    expect(
      describeProgress({ pages: 6, items: 300, total: 1200 }, { one: 'video', other: 'videos' }),
    ).toBe('Fetched 300 of 1,200 videos');
    expect(describeProgress({ pages: 1, items: 1, total: 1 }, comments)).toBe(
      'Fetched 1 of 1 comment',
    );
  });

  it('calls them items when the tool names nothing', () => {
    expect(describeProgress({ pages: 2, items: 100, total: null })).toBe('Fetched 100 items');
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
