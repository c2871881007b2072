import { describe, expect, it } from 'vitest';
import { distinctCategories, toBlogCategory } from './categories';

describe('blog categories', () => {
  it('derives id, name and a lowercased, hyphenated slug from the category text', () => {
    expect(toBlogCategory('YouTube Growth')).toEqual({
      id: 'YouTube Growth',
      name: 'YouTube Growth',
      slug: 'youtube-growth',
    });
    expect(toBlogCategory('Editing  Tips').slug).toBe('editing-tips');
  });

  it('deduplicates keeping the first occurrence order', () => {
    expect(distinctCategories(['Gear', 'Gear', 'Tutorials', 'Gear']).map((c) => c.name)).toEqual([
      'Gear',
      'Tutorials',
    ]);
  });
});
