/**
 * Text from visitors made safe to print in a terminal: control characters (an escape sequence
 * could move the cursor, rewrite earlier lines, retitle the window or hide text) and the Unicode
 * marks that reorder or hide what follows (bidirectional overrides and isolates, zero-width
 * characters) are shown as `\u{…}` instead of acting. Line breaks stay (as `\n`), tabs too.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

export function printable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);
}
