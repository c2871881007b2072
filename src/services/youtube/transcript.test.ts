import { describe, expect, it } from 'vitest';
import { createYouTubeClient } from './client';
import { fakeFetch } from './fakeFetch.testkit';
import { decodeEntities, parseSrv3 } from './transcript';
import { srv3 } from './transcript.fixture';

describe('parseSrv3 without DOMParser (node: the tokenizer)', () => {
  const Parser = typeof DOMParser === 'function' ? undefined : null;
  it('runs without a DOMParser here', () => {
    expect(Parser).toBeNull();
  });

  it('concatenates <p> text and nested <s> segments, decoding entities', () => {
    const transcript = parseSrv3(srv3, Parser);
    expect(transcript.cues).toEqual([
      { startMs: 320, durationMs: 1430, text: 'Tom & Jerry\'s "cut" <3 🎬' },
      { startMs: 15519, durationMs: 4241, text: "for years it's" },
      { startMs: 20000, durationMs: 1000, text: 'two lines' },
    ]);
    expect(transcript.text).toBe('Tom & Jerry\'s "cut" <3 🎬 for years it\'s two lines');
  });

  it('a body without text has no cues', () => {
    const empty = '<?xml version="1.0"?><timedtext format="3"><body></body></timedtext>';
    expect(parseSrv3(empty, Parser)).toEqual({ text: '', cues: [] });
  });

  it('does not interpret markup: a script tag is only text in the XML', () => {
    const xml =
      '<timedtext><body><p t="0" d="1">&lt;script&gt;alert(1)&lt;/script&gt;</p></body></timedtext>';
    expect(parseSrv3(xml, Parser).text).toBe('<script>alert(1)</script>');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&amp;lt; &#65;&#x42; &bogus; &#0;')).toBe('&lt; AB &bogus; &#0;');
  });
});

describe('client.transcript', () => {
  function client(reply: { status?: number; text: string }) {
    const fetch = fakeFetch(() => reply);
    const yt = createYouTubeClient({
      apiBase: 'https://api.test',
      apiKeys: ['secret'],
      timedTextBase: 'https://yt.test/api/timedtext',
      fetch,
      retry: { attempts: 0 },
    });
    return { yt, fetch };
  }
  const signal = () => new AbortController().signal;

  it('calls timedtext srv3 in English, without a key, at 0 quota units', async () => {
    const { yt, fetch } = client({ text: srv3 });
    const transcript = await yt.transcript('dQw4w9WgXcQ', signal());
    expect(transcript.text).toContain("for years it's");
    const request = fetch.requests[0];
    expect(`${request?.url.origin ?? ''}${request?.url.pathname ?? ''}`).toBe(
      'https://yt.test/api/timedtext',
    );
    expect(request?.params).toEqual({ v: 'dQw4w9WgXcQ', lang: 'en', fmt: 'srv3' });
    expect(yt.quota).toMatchObject({ units: 0, requests: 1 });
    await yt.transcript('dQw4w9WgXcQ', signal()); // cached
    expect(fetch.requests).toHaveLength(1);
  });

  it('an empty body (production today) is a NoTranscriptError', async () => {
    const { yt, fetch } = client({ text: '' });
    await expect(yt.transcript('abc', signal())).rejects.toMatchObject({
      name: 'NoTranscriptError',
      kind: 'no-transcript',
      videoId: 'abc',
    });
    await expect(yt.transcript('abc', signal())).rejects.toMatchObject({ kind: 'no-transcript' });
    expect(fetch.requests).toHaveLength(2); // the empty answer is not cached
  });

  it('a track with no words is a NoTranscriptError too', async () => {
    const { yt } = client({
      text: '<timedtext format="3"><body><p t="0" a="1"> </p></body></timedtext>',
    });
    await expect(yt.transcript('abc', signal())).rejects.toMatchObject({ kind: 'no-transcript' });
  });

  it('junk is kind server, an HTTP error keeps its status', async () => {
    await expect(client({ text: 'garbage' }).yt.transcript('a', signal())).rejects.toMatchObject({
      kind: 'server',
      reason: 'invalidTranscript',
    });
    await expect(
      client({ status: 404, text: 'nope' }).yt.transcript('a', signal()),
    ).rejects.toMatchObject({ kind: 'not-found', status: 404, resource: 'timedtext' });
  });
});
