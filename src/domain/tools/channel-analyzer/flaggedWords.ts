/**
 * The channel analyzer's banned-word list (docs/product.md, channel-analyzer: "a banned-word list
 * of 8 terms") and the search for them. The docs do not name the terms; these are ours, the spam
 * and scam phrases a creator's channel should not use. This module is the one source: the YouTube
 * sandbox imports it to write them into one channel's description (so it must stay free of `@/`
 * imports).
 */
export const FLAGGED_WORDS = [
  'free money',
  'giveaway scam',
  'sub4sub',
  'get rich quick',
  'guaranteed profit',
  'crypto doubling',
  'free v-bucks',
  'follow for follow',
] as const;

export type FlaggedWord = (typeof FLAGGED_WORDS)[number];

/** Letters, digits and `_` make up words: a phrase next to one of them is part of a longer word. */
const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a whole-phrase, case-insensitive pattern; its spaces match any run of spaces. */
function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .trim()
    .split(/\s+/)
    .map(escape)
    .join(String.raw`\s+`);
  return new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`, 'iu');
}

const PATTERNS: ReadonlyMap<string, RegExp> = new Map(
  FLAGGED_WORDS.map((word) => [word, phrasePattern(word)]),
);

/**
 * The flagged words that occur in any of `texts` (a channel's title, description and keywords),
 * each once, in the list's order.
 *
 * - Case-insensitive: 'FREE MONEY' and 'Free Money' count.
 * - Whole phrases: 'sub4sub' is found in 'Sub4Sub!', '#sub4sub' and '"sub4sub"', never inside
 *   'sub4subs' or 'mysub4sub'; the words of a phrase may be separated by any spaces or a line
 *   break ('free\nmoney'), but nothing else ('free-money' is not 'free money').
 * - Missing texts (`undefined`, `null`) are skipped.
 */
export function findFlaggedWords(texts: Iterable<string | null | undefined>): FlaggedWord[] {
  const present = [...texts].filter((text): text is string => typeof text === 'string');
  return FLAGGED_WORDS.filter((word) => {
    const pattern = PATTERNS.get(word);
    return pattern !== undefined && present.some((text) => pattern.test(text));
  });
}
