import { describe, expect, it } from 'vitest';
import { VIDEO_CATEGORY_NAMES, isVideoCategoryId, videoCategoryName } from './videoCategories';

describe('VIDEO_CATEGORY_NAMES', () => {
  it('maps the 15 standard category ids', () => {
    expect(Object.keys(VIDEO_CATEGORY_NAMES).sort((a, b) => Number(a) - Number(b))).toEqual([
      '1',
      '2',
      '10',
      '15',
      '17',
      '19',
      '20',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
    ]);
  });
});

describe('videoCategoryName', () => {
  it.each([
    ['1', 'Film & Animation'],
    ['10', 'Music'],
    ['20', 'Gaming'],
    ['27', 'Education'],
    ['28', 'Science & Technology'],
    [' 29 ', 'Nonprofits & Activism'],
  ])('%j is %s', (id, name) => {
    expect(videoCategoryName(id)).toBe(name);
  });

  it.each([['18'], ['34'], ['44'], [''], ['toString'], ['__proto__'], [null], [undefined]])(
    '%j is outside the 15',
    (id) => {
      expect(videoCategoryName(id)).toBeNull();
    },
  );

  it('guards the type', () => {
    expect(isVideoCategoryId('26')).toBe(true);
    expect(isVideoCategoryId('constructor')).toBe(false);
  });
});
