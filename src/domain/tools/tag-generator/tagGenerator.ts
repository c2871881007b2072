/**
 * The tag generator's rules (docs/product.md, tag-generator): the tags of the videos a title
 * finds, scored, deduplicated and capped.
 *
 * Scoring reads each tag against its source video, the video whose tags it comes from (the run
 * reads that video's title, description and views): +5 if the tag appears in that video's title,
 * +3 if in its description, +2 if it has 2 to 4 words, plus log10 of that video's views (0 for a
 * video with no views). "Appears" is a case-insensitive substring match. Only tags of at least 2
 * words count; the same tag from several videos (compared case-insensitively, spaces collapsed)
 * keeps its best score and the spelling of that best one; at most 30, best first.
 */
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';

export const TAG_GENERATOR_MESSAGES = {
  blank: 'Please enter a video title',
  failed: 'Failed to generate tags. Please try again later.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy tags. Select them and copy by hand.',
} as const;

/** How long 'Copied!' stays (docs/product.md, tag-generator). */
export const TAG_COPIED_MS = 2000;

export const TAG_RULES = {
  minWords: 2,
  maxTags: 30,
  inTitle: 5,
  inDescription: 3,
  /** For a tag of `shortMinWords` to `shortMaxWords` words. */
  short: 2,
  shortMinWords: 2,
  shortMaxWords: 4,
} as const;

/** The search the generator makes for a title (docs/product.md, tag-generator). */
export const TAG_SEARCH = { type: 'video', videoCategoryId: '27', maxResults: 10 } as const;

/** A video whose tags are candidates. */
export interface TagSourceVideo {
  title: string;
  description: string;
  tags: readonly string[];
  views: number;
}

/** Tag candidate (docs/product.md, tag-generator). */
export interface TagCandidate {
  tag: string;
  score: number;
}

export interface TagGeneration {
  /** The title the visitor searched for. */
  title: string;
  /** Best first; empty when the videos found have no tag of 2 or more words. */
  tags: TagCandidate[];
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

export const tagWords = (tag: string): number => {
  const text = normalise(tag);
  return text === '' ? 0 : text.split(' ').length;
};

const contains = (text: string, tag: string) =>
  normalise(text).toLowerCase().includes(normalise(tag).toLowerCase());

/** A tag's score against its source video. */
export function scoreTag(tag: string, source: Omit<TagSourceVideo, 'tags'>): number {
  const words = tagWords(tag);
  let score = 0;
  if (contains(source.title, tag)) score += TAG_RULES.inTitle;
  if (contains(source.description, tag)) score += TAG_RULES.inDescription;
  if (words >= TAG_RULES.shortMinWords && words <= TAG_RULES.shortMaxWords)
    score += TAG_RULES.short;
  return score + (source.views > 0 ? Math.log10(source.views) : 0);
}

/** The videos' tags of at least 2 words, scored, deduplicated, best first, at most 30. */
export function generateTags(videos: readonly TagSourceVideo[]): TagCandidate[] {
  const best = new Map<string, TagCandidate>();
  for (const video of videos) {
    for (const raw of video.tags) {
      const tag = normalise(raw);
      if (tagWords(tag) < TAG_RULES.minWords) continue;
      const key = tag.toLowerCase();
      const score = scoreTag(tag, video);
      const known = best.get(key);
      if (!known || score > known.score) best.set(key, { tag, score });
    }
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.tag.localeCompare(b.tag))
    .slice(0, TAG_RULES.maxTags);
}

/** The route parameter (or the typed title) → the title to search, or the documented message. */
export function titleToSearch(param: string | null | undefined): InputResult<string> {
  const title = normalise(param ?? '');
  return title === '' ? reject(TAG_GENERATOR_MESSAGES.blank) : accept(title);
}
