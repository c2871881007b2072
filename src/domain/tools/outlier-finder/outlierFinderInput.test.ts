import { describe, expect, it } from 'vitest';
import { outlierQueryToRun, readOutlierQuery, toOutlierType } from './outlierFinderInput';

describe('readOutlierQuery (docs/product.md, outlier-finder)', () => {
  it("answers a blank query with 'Please enter a search query'", () => {
    expect(readOutlierQuery('   ')).toEqual({ ok: false, error: 'Please enter a search query' });
  });
  it('trims the query', () => {
    expect(readOutlierQuery('  short film ')).toEqual({ ok: true, value: 'short film' });
  });
});

describe('toOutlierType', () => {
  it.each([
    ['videos', 'videos'],
    ['shorts', 'shorts'],
    ['Shorts', 'videos'],
    ['reels', 'videos'],
    [undefined, 'videos'],
  ] as const)('%s → %s', (value, type) => {
    expect(toOutlierType(value)).toBe(type);
  });
});

describe('outlierQueryToRun', () => {
  it('reads the query and the type', () => {
    expect(outlierQueryToRun(['film', 'shorts'])).toEqual({
      ok: true,
      value: { query: 'film', type: 'shorts' },
    });
  });
  it('reads an unknown type as videos', () => {
    expect(outlierQueryToRun(['film', 'x'])).toEqual({
      ok: true,
      value: { query: 'film', type: 'videos' },
    });
  });
  it('rejects a blank query', () => {
    expect(outlierQueryToRun(['', 'videos'])).toEqual({
      ok: false,
      error: 'Please enter a search query',
    });
  });
});
