import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_TEXTS as T,
  hasLink,
  videoChecklist,
  type ChecklistVideo,
  type VideoCheckId,
} from './videoChecklist';

const LINK_LINE = 'Gear: https://kit.example.com/me\n';
const describedAs = (length: number, withLink = true): string =>
  withLink ? LINK_LINE + 'x'.repeat(length - LINK_LINE.length) : 'x'.repeat(length);

const good: ChecklistVideo = {
  title: 'A title that is thirty chars!!',
  description: describedAs(300),
  tags: Array.from({ length: 20 }, (_, i) => `tag ${i}`),
  commentsEnabled: true,
  durationSeconds: 600,
  definition: 'hd',
};

/** Where a check landed and with which text. */
function outcome(overrides: Partial<ChecklistVideo>, id: VideoCheckId) {
  const { achievements, drawbacks } = videoChecklist({ ...good, ...overrides });
  const achieved = achievements.find((item) => item.id === id);
  const missed = drawbacks.find((item) => item.id === id);
  expect(achieved === undefined).not.toBe(missed === undefined);
  return achieved !== undefined
    ? { passed: true, text: achieved.text }
    : { passed: false, text: missed?.text };
}

describe('videoChecklist', () => {
  it('lists every check once, in the documented order, as achievements for a good video', () => {
    const { achievements, drawbacks } = videoChecklist(good);
    expect(drawbacks).toEqual([]);
    expect(achievements).toEqual([
      { id: 'title', text: 'Title is 20–60 characters long' },
      { id: 'description', text: 'Description is 200–4,000 characters long' },
      { id: 'tags', text: 'Uses 20 or more tags' },
      { id: 'comments', text: 'Comments are enabled' },
      { id: 'length', text: 'Video is longer than 8 minutes' },
      { id: 'hd', text: 'Video is available in HD' },
      { id: 'links', text: 'Description includes links' },
    ]);
  });

  it('lists every check as a drawback for a poor video', () => {
    const { achievements, drawbacks } = videoChecklist({
      title: 'Short',
      description: '',
      tags: [],
      commentsEnabled: false,
      durationSeconds: 30,
      definition: 'sd',
    });
    expect(achievements).toEqual([]);
    expect(drawbacks.map((item) => item.text)).toEqual([
      'Title is shorter than 20 characters',
      'Description is shorter than 200 characters',
      'Uses fewer than 20 tags',
      'Comments are disabled',
      'Video is 8 minutes or shorter',
      'Video is not available in HD',
      'Description has no links',
    ]);
  });

  it.each([
    [19, false, T.titleShort],
    [20, true, T.titleOk],
    [60, true, T.titleOk],
    [61, false, T.titleLong],
  ])('a title of %i characters passes: %s', (length, passed, text) => {
    expect(outcome({ title: 'a'.repeat(length) }, 'title')).toEqual({ passed, text });
  });

  it('counts an emoji in the title as one character', () => {
    // 60 code points (61 UTF-16 units) passes; 19 code points (20 units) is too short.
    expect(outcome({ title: `${'a'.repeat(59)}🎬` }, 'title').passed).toBe(true);
    expect(outcome({ title: `${'a'.repeat(18)}🎬` }, 'title')).toEqual({
      passed: false,
      text: T.titleShort,
    });
  });

  it.each([
    [199, false, T.descriptionShort],
    [200, true, T.descriptionOk],
    [4000, true, T.descriptionOk],
    [4001, false, T.descriptionLong],
  ])('a description of %i characters passes: %s', (length, passed, text) => {
    expect(outcome({ description: describedAs(length) }, 'description')).toEqual({
      passed,
      text,
    });
  });

  it.each([
    [19, false, T.tagsFew],
    [20, true, T.tagsOk],
    [35, true, T.tagsOk],
  ])('%i tags pass: %s', (count, passed, text) => {
    const tags = Array.from({ length: count }, (_, i) => `tag ${i}`);
    expect(outcome({ tags }, 'tags')).toEqual({ passed, text });
  });

  it.each([
    [true, T.commentsOn],
    [false, T.commentsOff],
  ])('comments enabled %s', (commentsEnabled, text) => {
    expect(outcome({ commentsEnabled }, 'comments')).toEqual({ passed: commentsEnabled, text });
  });

  it.each([
    [479, false, T.lengthShort],
    [480, false, T.lengthShort],
    [481, true, T.lengthOk],
  ])('%i seconds pass: %s', (durationSeconds, passed, text) => {
    expect(outcome({ durationSeconds }, 'length')).toEqual({ passed, text });
  });

  it.each([
    ['hd', true, T.hdOk],
    ['sd', false, T.hdMissing],
    ['', false, T.hdMissing],
  ])('definition %j passes: %s', (definition, passed, text) => {
    expect(outcome({ definition }, 'hd')).toEqual({ passed, text });
  });

  it.each([
    [describedAs(300, true), true, T.linksOk],
    [describedAs(300, false), false, T.linksMissing],
  ])('links in the description', (description, passed, text) => {
    expect(outcome({ description }, 'links')).toEqual({ passed, text });
  });
});

describe('hasLink', () => {
  it.each([
    'See https://example.com',
    'http://a.b',
    'HTTPS://EXAMPLE.COM/path',
    'Visit www.example.com today',
    '(www.example.com)',
    'line one\nhttps://x.co',
  ])('finds a link in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    '',
    'no links here',
    'http://',
    'https:// example.com',
    'www.',
    'awww.cute',
    'mail me at me@example.com',
  ])('finds no link in %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
