/**
 * The path patterns of Cloudflare Pages' `_headers` and `_redirects` files: `*` matches anything
 * (even across `/`) and is named `splat`; `:name` matches one path segment. A pattern matches
 * the whole path.
 */
const PLACEHOLDER = /:([A-Za-z]\w*)/g;
const REGEXP_SPECIAL = /[-/\\^$*+?.()|[\]{}]/g;

export type PatternMatch = Record<string, string>;

export function isDynamicPattern(pattern: string): boolean {
  return pattern.includes('*') || new RegExp(PLACEHOLDER.source).test(pattern);
}

/** The pattern as a regular expression, or null when Cloudflare would drop it (e.g. two `*`). */
export function compilePattern(pattern: string): RegExp | null {
  const source = pattern
    .split('*')
    .map((part) => part.replace(REGEXP_SPECIAL, '\\$&'))
    .join('(?<splat>.*)')
    .replace(PLACEHOLDER, (_placeholder, name: string) => `(?<${name}>[^/]+)`);
  try {
    return new RegExp(`^${source}$`);
  } catch {
    return null;
  }
}

export function matchPattern(pattern: RegExp, path: string): PatternMatch | null {
  const match = pattern.exec(path);
  return match ? { ...match.groups } : null;
}

/** `template` with each `:name` it has a value for replaced (`:splat` for the `*`). */
export function fillPlaceholders(template: string, values: PatternMatch): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
}
