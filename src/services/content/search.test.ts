import { describe, expect, it } from 'vitest';
import { titleOrContentContains } from './search';

describe('titleOrContentContains', () => {
  it('matches the term anywhere in title or content', () => {
    expect(titleOrContentContains('color')).toBe('title.ilike."%color%",content.ilike."%color%"');
  });

  it('quotes separators so they cannot end the or-list', () => {
    expect(titleOrContentContains('a,b)')).toBe('title.ilike."%a,b)%",content.ilike."%a,b)%"');
  });

  it('escapes LIKE wildcards, then escapes backslashes and quotes for the quoted value', () => {
    // LIKE pattern %100\%\_say "hi"\\% — then \ and " doubled-escaped for PostgREST quoting.
    expect(titleOrContentContains('100%_say "hi"\\')).toBe(
      String.raw`title.ilike."%100\\%\\_say \"hi\"\\\\%",content.ilike."%100\\%\\_say \"hi\"\\\\%"`,
    );
  });
});
