import { describe, expect, it } from 'vitest';
import { playlistToAnalyze, readPlaylistAnalyzerInput } from './playlistAnalyzerInput';

const ID = 'PLmixedPicksDeletedAndPrivate00001';

describe('playlist analyzer input (docs/product.md, playlist-analyzer)', () => {
  it('accepts a plain id and a link with a list parameter', () => {
    expect(readPlaylistAnalyzerInput(ID)).toEqual({ ok: true, value: ID });
    expect(readPlaylistAnalyzerInput(`https://www.youtube.com/playlist?list=${ID}`)).toEqual({
      ok: true,
      value: ID,
    });
    expect(
      readPlaylistAnalyzerInput(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${ID}`),
    ).toEqual({ ok: true, value: ID });
  });

  it('reads a link with only a v parameter as a single video', () => {
    const link = 'https://youtube.com/watch?v=dQw4w9WgXcQ&t=30';
    expect(readPlaylistAnalyzerInput(link)).toEqual({
      ok: true,
      value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(playlistToAnalyze(link)).toEqual({
      ok: true,
      value: { kind: 'video', videoId: 'dQw4w9WgXcQ' },
    });
  });

  it("answers anything else with 'Invalid playlist URL or ID'", () => {
    for (const text of ['', 'hello', 'dQw4w9WgXcQ', 'https://vimeo.com/123']) {
      expect(readPlaylistAnalyzerInput(text)).toEqual({
        ok: false,
        error: 'Invalid playlist URL or ID',
      });
    }
  });
});
