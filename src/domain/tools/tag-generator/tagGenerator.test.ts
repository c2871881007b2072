import { describe, expect, it } from 'vitest';
import {
  generateTags,
  scoreTag,
  TAG_GENERATOR_MESSAGES,
  tagWords,
  titleToSearch,
  type TagSourceVideo,
} from './tagGenerator';

const video = (overrides: Partial<TagSourceVideo>): TagSourceVideo => ({
  title: '',
  description: '',
  tags: [],
  views: 1,
  ...overrides,
});

describe('scoreTag (docs/product.md, tag-generator)', () => {
  it('scores a 3-word tag in the title and description of a 1,000,000-view video 5+3+2+6 = 16', () => {
    const source = {
      title: 'My video editing tips for beginners',
      description: 'All my video editing tips in one place.',
      views: 1_000_000,
    };
    expect(scoreTag('video editing tips', source)).toBe(16);
  });

  it('gives +5 for the title only, +3 for the description only', () => {
    expect(
      scoreTag('color grading', { title: 'Color Grading 101', description: '', views: 1 }),
    ).toBe(5 + 2);
    expect(
      scoreTag('color grading', { title: '', description: 'on color grading', views: 1 }),
    ).toBe(3 + 2);
  });

  it('gives +2 only to tags of 2 to 4 words', () => {
    const source = { title: '', description: '', views: 1 };
    expect(scoreTag('a b c d', source)).toBe(2);
    expect(scoreTag('a b c d e', source)).toBe(0);
  });

  it('adds log10 of the views, and nothing for a video without views', () => {
    const source = { title: '', description: '', views: 100 };
    expect(scoreTag('one two three four five', source)).toBe(2);
    expect(scoreTag('one two three four five', { ...source, views: 0 })).toBe(0);
  });

  it('matches case-insensitively', () => {
    expect(scoreTag('Video Editing', { title: 'VIDEO EDITING', description: '', views: 1 })).toBe(
      7,
    );
  });
});

describe('generateTags', () => {
  it('keeps only tags of at least 2 words', () => {
    const tags = generateTags([video({ tags: ['editing', 'video editing', '  premiere  '] })]);
    expect(tags.map((t) => t.tag)).toEqual(['video editing']);
  });

  it('deduplicates case-insensitively, keeping the best score', () => {
    const tags = generateTags([
      video({ tags: ['Video Editing'], views: 10 }),
      video({ tags: ['video editing'], title: 'video editing', views: 1000 }),
    ]);
    expect(tags).toEqual([{ tag: 'video editing', score: 5 + 2 + 3 }]);
  });

  it('sorts best first and caps at 30', () => {
    const tags = Array.from({ length: 40 }, (_, i) => `tag number ${String(i).padStart(2, '0')}`);
    const result = generateTags([
      video({ tags, views: 10 }),
      video({ tags: ['best tag'], title: 'best tag', views: 10 }),
    ]);
    expect(result).toHaveLength(30);
    expect(result[0]).toEqual({ tag: 'best tag', score: 5 + 2 + 1 });
    const scores = result.map(({ score }) => score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds nothing when no tag has 2 words', () => {
    expect(generateTags([video({ tags: ['vlog', 'editing'] })])).toEqual([]);
    expect(generateTags([])).toEqual([]);
  });
});

describe('title input (docs/product.md, tag-generator)', () => {
  it("answers a blank title with 'Please enter a video title'", () => {
    expect(titleToSearch('   ')).toEqual({ ok: false, error: TAG_GENERATOR_MESSAGES.blank });
    expect(titleToSearch(undefined)).toEqual({ ok: false, error: 'Please enter a video title' });
  });

  it('trims and collapses spaces', () => {
    expect(titleToSearch('  how  to edit ')).toEqual({ ok: true, value: 'how to edit' });
  });

  it('counts words', () => {
    expect(tagWords(' a  b ')).toBe(2);
    expect(tagWords('')).toBe(0);
  });
});
