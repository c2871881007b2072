/**
 * YouTube's limit on a video's tags: 500 characters in all. YouTube counts the tags as it stores
 * them, joined by commas, and a tag that contains a space counts with the quotes that surround
 * it: ['video editing', 'vlog'] is `"video editing",vlog` = 15 + 1 + 4 = 20 characters.
 * Characters are counted as the browser counts a string's length (UTF-16 units), as Studio does.
 */
export const YOUTUBE_TAG_LIMIT = 500;

export function tagCharacters(tags: readonly string[]): number {
  if (tags.length === 0) return 0;
  const own = tags.reduce((sum, tag) => sum + tag.length + (/\s/.test(tag) ? 2 : 0), 0);
  return own + tags.length - 1;
}

export interface TagLimitUse {
  characters: number;
  limit: number;
  /** 0–100 (capped), for a meter. */
  percent: number;
  over: boolean;
  /** '312 / 500 characters'. */
  label: string;
}

export function tagLimitUse(tags: readonly string[], limit = YOUTUBE_TAG_LIMIT): TagLimitUse {
  const characters = tagCharacters(tags);
  return {
    characters,
    limit,
    percent: Math.min(100, (characters / limit) * 100),
    over: characters > limit,
    label: `${characters} / ${limit} characters`,
  };
}
