/**
 * The video analyzer's checklist (docs/product.md, video-analyzer): each check lands in
 * achievements when it passes and in drawbacks when it fails.
 *
 * docs/product.md gives the rules, not the texts: the texts below are ours. Decisions:
 * - Lengths count characters as a reader does (`characterCount`: an emoji is one).
 * - Title 20-60 and description 200-4000 are inclusive ranges; "longer than 480 seconds" is
 *   strict (exactly 8:00 fails).
 * - A link is an `http://` or `https://` address or a `www.` name followed by more text.
 */
import { characterCount } from '@/domain/tool-kit/characters';

export const TITLE_LENGTH = { min: 20, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 200, max: 4000 } as const;
export const MIN_TAGS = 20;
/** A video must be longer than this to pass the length check. */
export const LENGTH_THRESHOLD_SECONDS = 480;

export interface ChecklistVideo {
  title: string;
  description: string;
  tags: readonly string[];
  /** False when the video's `statistics.commentCount` is missing (comments disabled). */
  commentsEnabled: boolean;
  durationSeconds: number;
  /** `contentDetails.definition`: 'hd' or 'sd'. */
  definition: string;
}

export type VideoCheckId =
  'title' | 'description' | 'tags' | 'comments' | 'length' | 'hd' | 'links';

export interface ChecklistItem {
  id: VideoCheckId;
  text: string;
}

export interface VideoChecklist {
  achievements: ChecklistItem[];
  drawbacks: ChecklistItem[];
}

export const CHECKLIST_TEXTS = {
  titleOk: 'Title is 20–60 characters long',
  titleShort: 'Title is shorter than 20 characters',
  titleLong: 'Title is longer than 60 characters',
  descriptionOk: 'Description is 200–4,000 characters long',
  descriptionShort: 'Description is shorter than 200 characters',
  descriptionLong: 'Description is longer than 4,000 characters',
  tagsOk: 'Uses 20 or more tags',
  tagsFew: 'Uses fewer than 20 tags',
  commentsOn: 'Comments are enabled',
  commentsOff: 'Comments are disabled',
  lengthOk: 'Video is longer than 8 minutes',
  lengthShort: 'Video is 8 minutes or shorter',
  hdOk: 'Video is available in HD',
  hdMissing: 'Video is not available in HD',
  linksOk: 'Description includes links',
  linksMissing: 'Description has no links',
} as const;

const LINK = /(?:https?:\/\/|\bwww\.)[^\s.]/i;

export function hasLink(text: string): boolean {
  return LINK.test(text);
}

interface Check {
  id: VideoCheckId;
  passed: boolean;
  text: string;
}

function rangeCheck(
  id: VideoCheckId,
  length: number,
  range: { min: number; max: number },
  texts: readonly [ok: string, short: string, long: string],
): Check {
  const [ok, short, long] = texts;
  if (length < range.min) return { id, passed: false, text: short };
  if (length > range.max) return { id, passed: false, text: long };
  return { id, passed: true, text: ok };
}

function check(id: VideoCheckId, passed: boolean, ok: string, failed: string): Check {
  return { id, passed, text: passed ? ok : failed };
}

export function videoChecklist(video: ChecklistVideo): VideoChecklist {
  const t = CHECKLIST_TEXTS;
  const checks: Check[] = [
    rangeCheck('title', characterCount(video.title), TITLE_LENGTH, [
      t.titleOk,
      t.titleShort,
      t.titleLong,
    ]),
    rangeCheck('description', characterCount(video.description), DESCRIPTION_LENGTH, [
      t.descriptionOk,
      t.descriptionShort,
      t.descriptionLong,
    ]),
    check('tags', video.tags.length >= MIN_TAGS, t.tagsOk, t.tagsFew),
    check('comments', video.commentsEnabled, t.commentsOn, t.commentsOff),
    check('length', video.durationSeconds > LENGTH_THRESHOLD_SECONDS, t.lengthOk, t.lengthShort),
    check('hd', video.definition === 'hd', t.hdOk, t.hdMissing),
    check('links', hasLink(video.description), t.linksOk, t.linksMissing),
  ];
  const item = ({ id, text }: Check): ChecklistItem => ({ id, text });
  return {
    achievements: checks.filter((entry) => entry.passed).map(item),
    drawbacks: checks.filter((entry) => !entry.passed).map(item),
  };
}
