/**
 * PostgREST filter text for "title or content contains the term, case-insensitively".
 * LIKE wildcards and backslashes in the term are escaped so they match literally (an asterisk
 * stays a wildcard: PostgREST reads `*` as `%`). The pattern is then double-quoted, escaping
 * quotes and backslashes once more, so commas and parentheses cannot end the `or=(...)` list.
 */
export function titleOrContentContains(term: string): string {
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const quoted = `"${pattern.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return `title.ilike.${quoted},content.ilike.${quoted}`;
}
