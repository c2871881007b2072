import { describe, expect, it } from 'vitest';
import { characterCount, firstCharacters } from './characters';

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['🎬', 1],
    ['👨‍👩‍👧', 1],
    ['e\u0301', 1],
    ['東京', 2],
    ['a🎬b', 3],
  ])('%j has %i characters', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe('firstCharacters', () => {
  it('keeps whole characters', () => {
    expect(firstCharacters('abcdef', 3)).toBe('abc');
    expect(firstCharacters('a👨‍👩‍👧b', 2)).toBe('a👨‍👩‍👧');
    expect(firstCharacters('e\u0301x', 1)).toBe('e\u0301');
    expect(firstCharacters('ab', 5)).toBe('ab');
    expect(firstCharacters('ab', -1)).toBe('');
  });
});
