// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TRANSCRIPT_MESSAGES } from '@/domain/tools/youtube-transcript/transcript';
import { deferred } from '@/test/deferred';
import { fakeYouTube } from '@/services/tool-kit/toolTests.testkit';
import { list, type FakeRequest } from '@/services/youtube/fakeFetch.testkit';
import { viewTranscript } from './youtubeTranscript';

const srv3 = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>
<p t="1200" d="2500">Hello &amp; welcome</p>
<p t="4000" d="1500"><s>second</s><s> line</s></p>
</body></timedtext>`;

const signal = () => new AbortController().signal;

/** Timedtext answers `captions`; videos.list finds the video when `exists`. */
const replies =
  (captions: { status?: number; text: string }, exists = true) =>
  (request: FakeRequest) =>
    request.resource === 'videos'
      ? list(exists ? [{ kind: 'youtube#video', etag: 'e', id: request.params.id }] : [])
      : captions;

describe('viewTranscript', () => {
  it('asks timedtext for English srv3 and joins the text elements', async () => {
    const { yt, fetch } = fakeYouTube(() => ({ text: srv3 }));
    const { result, units } = await yt.withMeter((metered) =>
      viewTranscript(metered, 'dQw4w9WgXcQ', signal()),
    );
    expect(fetch.requests).toHaveLength(1);
    expect(fetch.requests[0]?.params).toMatchObject({ v: 'dQw4w9WgXcQ', lang: 'en', fmt: 'srv3' });
    if (result.kind !== 'transcript') throw new Error(`expected a transcript, got ${result.kind}`);
    const { downloads, ...transcript } = result;
    expect(transcript).toEqual({
      kind: 'transcript',
      videoId: 'dQw4w9WgXcQ',
      text: 'Hello & welcome second line',
      cues: [
        { startMs: 1200, endMs: 3700, text: 'Hello & welcome' },
        { startMs: 4000, endMs: 5500, text: 'second line' },
      ],
    });
    await expect(downloads.txt.text()).resolves.toBe(
      '[0:01] Hello & welcome\n[0:04] second line\n',
    );
    await expect(downloads.srt.text()).resolves.toContain('2\n00:00:04,000 --> 00:00:05,500\n');
    expect(units).toBe(0);
  });

  it("falls back to the captioned player on an empty 200: 'No transcript found'", async () => {
    const { yt } = fakeYouTube(replies({ text: '' }));
    await expect(viewTranscript(yt, 'dQw4w9WgXcQ', signal())).resolves.toEqual({
      kind: 'captioned-player',
      videoId: 'dQw4w9WgXcQ',
      reason: TRANSCRIPT_MESSAGES.noTranscript,
    });
  });

  it('falls back the same way for a track with no words', async () => {
    const { yt } = fakeYouTube(
      replies({ text: '<timedtext format="3"><body></body></timedtext>' }),
    );
    const result = await viewTranscript(yt, 'dQw4w9WgXcQ', signal());
    expect(result).toMatchObject({ kind: 'captioned-player', reason: 'No transcript found' });
  });

  it.each([
    [
      'refused cross-origin (a network failure)',
      () => Promise.reject(new TypeError('Failed to fetch')),
    ],
    ['an HTTP error', () => ({ status: 500, text: 'oops' })],
    ['a 404', () => ({ status: 404, text: '' })],
    ['an unreadable answer', () => ({ text: '<html><body>Sorry' })],
  ])("falls back for %s: 'Failed to fetch captions'", async (_, reply) => {
    const { yt } = fakeYouTube(reply);
    const result = await viewTranscript(yt, 'dQw4w9WgXcQ', signal());
    expect(result).toEqual({
      kind: 'captioned-player',
      videoId: 'dQw4w9WgXcQ',
      reason: TRANSCRIPT_MESSAGES.fetchFailed,
    });
  });

  it("says 'Video not found' and embeds nothing for an unknown or deleted video", async () => {
    const { yt, fetch } = fakeYouTube(replies({ text: '' }, false));
    await expect(viewTranscript(yt, 'deleted0000', signal())).rejects.toMatchObject({
      message: TRANSCRIPT_MESSAGES.videoNotFound,
    });
    expect(fetch.requests.map((request) => request.resource)).toEqual(['timedtext', 'videos']);
    expect(fetch.requests[1]?.params).toMatchObject({ id: 'deleted0000', part: 'id' });
  });

  it('still falls back to the player when the check for the video fails', async () => {
    const { yt } = fakeYouTube((request) =>
      request.resource === 'videos' ? { status: 500, text: 'oops' } : { text: '' },
    );
    const result = await viewTranscript(yt, 'dQw4w9WgXcQ', signal());
    expect(result).toMatchObject({ kind: 'captioned-player', reason: 'No transcript found' });
  });

  it('does not fall back when the run is aborted', async () => {
    const gate = deferred<{ text: string }>();
    const { yt } = fakeYouTube(() => gate.promise);
    const controller = new AbortController();
    const run = viewTranscript(yt, 'dQw4w9WgXcQ', controller.signal);
    controller.abort();
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
  });
});
