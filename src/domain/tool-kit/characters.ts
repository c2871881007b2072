/**
 * Characters as a reader counts them: grapheme clusters, so an emoji (even a family emoji made
 * of several code points) or a letter with its accent counts once.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function characters(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

export function characterCount(text: string): number {
  return characters(text).length;
}

/** The first `max` characters of `text`, never splitting one. */
export function firstCharacters(text: string, max: number): string {
  return characters(text).slice(0, Math.max(0, max)).join('');
}
