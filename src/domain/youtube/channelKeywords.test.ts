import { describe, expect, it } from 'vitest';
import { parseChannelKeywords } from './channelKeywords';

describe('parseChannelKeywords', () => {
  it('splits on spaces and keeps quoted multi-word terms whole', () => {
    expect(parseChannelKeywords('editing "color grading" "davinci resolve" tutorial')).toEqual([
      'editing',
      'color grading',
      'davinci resolve',
      'tutorial',
    ]);
  });

  it('reads no keywords from a missing, empty or blank value', () => {
    expect(parseChannelKeywords(undefined)).toEqual([]);
    expect(parseChannelKeywords(null)).toEqual([]);
    expect(parseChannelKeywords('')).toEqual([]);
    expect(parseChannelKeywords('  \n ')).toEqual([]);
    expect(parseChannelKeywords('"" " "')).toEqual([]);
  });

  it('accepts runs of whitespace and commas between terms', () => {
    expect(parseChannelKeywords('  gaming,minecraft ,\tfun\n"let\'s play" ')).toEqual([
      'gaming',
      'minecraft',
      'fun',
      "let's play",
    ]);
  });

  it('keeps commas inside quotes and collapses the spaces of a quoted term', () => {
    expect(parseChannelKeywords('"  rock,  paper   scissors "')).toEqual(['rock, paper scissors']);
  });

  it('opens a term at a quote inside a word, and runs an unterminated quote to the end', () => {
    expect(parseChannelKeywords('a"b c"d')).toEqual(['a', 'b c', 'd']);
    expect(parseChannelKeywords('vlog "behind the scenes')).toEqual(['vlog', 'behind the scenes']);
  });

  it('keeps case and order, dropping later duplicates that differ only in case', () => {
    expect(parseChannelKeywords('Vlog travel vlog "Travel" TRAVEL tips')).toEqual([
      'Vlog',
      'travel',
      'tips',
    ]);
  });

  it('keeps letters of any script and emoji', () => {
    expect(parseChannelKeywords('edición "corrección de color" 動画編集 🎬')).toEqual([
      'edición',
      'corrección de color',
      '動画編集',
      '🎬',
    ]);
  });
});
