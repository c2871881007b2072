// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseSrv3 } from './transcript';
import { srv3 } from './transcript.fixture';

describe('parseSrv3 with the platform DOMParser', () => {
  it('uses DOMParser and reads the same text as the tokenizer', () => {
    expect(typeof DOMParser).toBe('function');
    const transcript = parseSrv3(srv3);
    expect(transcript.cues).toEqual([
      { startMs: 320, durationMs: 1430, text: 'Tom & Jerry\'s "cut" <3 🎬' },
      { startMs: 15519, durationMs: 4241, text: "for years it's" },
      { startMs: 20000, durationMs: 1000, text: 'two lines' },
    ]);
    expect(parseSrv3(srv3, null)).toEqual(transcript);
  });

  it('markup in the text stays text', () => {
    const xml =
      '<timedtext><body><p t="0" d="1">&lt;img src=x onerror=alert(1)&gt;</p></body></timedtext>';
    expect(parseSrv3(xml).text).toBe('<img src=x onerror=alert(1)>');
  });

  it('malformed XML throws a TranscriptParseError', () => {
    expect(() => parseSrv3('<timedtext><p>unclosed</timedtext>')).toThrow(/well-formed/);
  });
});
