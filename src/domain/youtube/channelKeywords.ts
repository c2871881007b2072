/**
 * A channel's keywords from `brandingSettings.channel.keywords` (docs/sandbox.md, wire formats):
 * one string, space-separated, with multi-word terms in double quotes, e.g.
 * `editing "color grading" "davinci resolve" tutorial`.
 *
 * Decisions:
 * - Outside quotes, runs of whitespace and commas separate terms (the discovery document calls
 *   the field comma-separated; old channels' data may still be).
 * - A quoted term keeps its inner spaces, collapsed to one and trimmed; an empty one (`""`) is
 *   dropped. A quote opens a term even in the middle of a word (`a"b c"` is `a`, `b c`), and an
 *   unterminated quote runs to the end of the string.
 * - Terms keep their case and order; a later duplicate (ignoring case) is dropped.
 * - A missing or blank value is no keywords.
 */
export function parseChannelKeywords(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const terms: string[] = [];
  let current = '';
  let quoted = false;
  const flush = () => {
    const term = current.replace(/\s+/g, ' ').trim();
    if (term !== '') terms.push(term);
    current = '';
  };
  for (const char of raw) {
    if (char === '"') {
      flush();
      quoted = !quoted;
    } else if (!quoted && (char === ',' || /\s/.test(char))) {
      flush();
    } else {
      current += char;
    }
  }
  flush();
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLocaleLowerCase('en-US');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
