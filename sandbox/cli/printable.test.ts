import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('printable', () => {
  it('shows escape sequences and other controls instead of letting them act', () => {
    expect(printable('Hi\u001b[2J\u001b]0;owned\u0007 there')).toBe(
      'Hi\\u{1b}[2J\\u{1b}]0;owned\\u{7} there',
    );
    expect(printable('a\u0000b\u009bc\u007fd')).toBe('a\\u{0}b\\u{9b}c\\u{7f}d');
  });

  it('shows the marks that reorder or hide text', () => {
    expect(printable('pay \u202eredro\u202c now\u200b')).toBe(
      'pay \\u{202e}redro\\u{202c} now\\u{200b}',
    );
  });

  it('keeps line breaks, tabs and ordinary text of any script', () => {
    expect(printable('Line one\r\nLine two\n\tindented — ünïcode 日本 🎬')).toBe(
      'Line one\nLine two\n\tindented — ünïcode 日本 🎬',
    );
  });
});
