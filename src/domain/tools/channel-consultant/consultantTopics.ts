/**
 * A channel's topics (`topicDetails.topicCategories`) as readable names. YouTube gives Wikipedia
 * page URLs, e.g. `https://en.wikipedia.org/wiki/Video_game_culture`.
 *
 * Decisions:
 * - The name is the page title: percent-decoded, underscores as spaces, and a trailing
 *   disambiguation in parentheses dropped (`Lifestyle_(sociology)` is 'Lifestyle').
 * - The title keeps Wikipedia's case ('Hip hop music', 'Role-playing video game').
 * - A value that is not a Wikipedia page URL is skipped, and so is a later duplicate (ignoring
 *   case); the order is YouTube's.
 */

const WIKI_PAGE = /^https?:\/\/(?:[a-z-]+\.)?(?:m\.)?wikipedia\.org\/wiki\/([^?#]+)$/i;

/** The readable name of one topic URL, or null when it is not a Wikipedia page URL. */
export function topicName(url: string): string | null {
  const match = WIKI_PAGE.exec(url.trim());
  const page = match?.[1];
  if (page === undefined) return null;
  let title: string;
  try {
    title = decodeURIComponent(page);
  } catch {
    return null;
  }
  const name = title
    .replace(/_/g, ' ')
    .replace(/\s*\([^()]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' ? null : name;
}

/** The readable names of a channel's topic URLs, without duplicates. */
export function topicNames(urls: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const url of urls ?? []) {
    const name = topicName(url);
    const key = name?.toLocaleLowerCase('en-US');
    if (name === null || key === undefined || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}
