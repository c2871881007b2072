import { describe, expect, it } from 'vitest';
import { FLAGGED_WORDS, findFlaggedWords } from './flaggedWords';

describe('FLAGGED_WORDS', () => {
  it('holds the 8 documented terms, each once, lower case', () => {
    expect(FLAGGED_WORDS).toHaveLength(8);
    expect(new Set(FLAGGED_WORDS).size).toBe(8);
    for (const word of FLAGGED_WORDS) expect(word).toBe(word.trim().toLowerCase());
  });
});

describe('findFlaggedWords', () => {
  it('finds nothing in clean texts or in no texts', () => {
    expect(findFlaggedWords(['Editing tutorials', 'Every cut earns its place.'])).toEqual([]);
    expect(findFlaggedWords([])).toEqual([]);
    expect(findFlaggedWords([undefined, null, ''])).toEqual([]);
  });

  it('searches title, description and keywords alike, case-insensitively', () => {
    expect(
      findFlaggedWords([
        'FREE MONEY Daily',
        'We do Sub4Sub and Follow For Follow.',
        'gaming "Get Rich Quick" tips',
      ]),
    ).toEqual(['free money', 'sub4sub', 'get rich quick', 'follow for follow']);
  });

  it('reports each word once, in the order of the list', () => {
    expect(findFlaggedWords(['sub4sub free money', 'free money again', 'sub4sub'])).toEqual([
      'free money',
      'sub4sub',
    ]);
  });

  it('matches whole phrases only', () => {
    expect(findFlaggedWords(['sub4subs', 'mysub4sub', 'sub4sub_club', 'free moneys'])).toEqual([]);
    expect(findFlaggedWords(['freemoney', 'free-money', 'free v bucks'])).toEqual([]);
    expect(findFlaggedWords(['#sub4sub'])).toEqual(['sub4sub']);
    expect(findFlaggedWords(['"free v-bucks"!'])).toEqual(['free v-bucks']);
    expect(findFlaggedWords(['(crypto doubling)'])).toEqual(['crypto doubling']);
  });

  it('lets the words of a phrase be separated by any spaces or a line break', () => {
    expect(findFlaggedWords(['get  rich\nquick'])).toEqual(['get rich quick']);
    expect(findFlaggedWords(['guaranteed\tprofit'])).toEqual(['guaranteed profit']);
  });

  it('treats letters of any script and digits as word characters', () => {
    expect(findFlaggedWords(['ésub4sub', 'sub4sub1', '1sub4sub'])).toEqual([]);
    expect(findFlaggedWords(['¡sub4sub!'])).toEqual(['sub4sub']);
  });

  it('finds all eight in a text that holds them all', () => {
    expect(findFlaggedWords([FLAGGED_WORDS.join(', ')])).toEqual([...FLAGGED_WORDS]);
  });

  it('accepts any iterable of texts', () => {
    expect(findFlaggedWords(new Set(['giveaway scam']))).toEqual(['giveaway scam']);
  });
});
