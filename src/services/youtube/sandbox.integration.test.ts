/**
 * The client over HTTP against the YouTube emulator (sandbox/youtube): the real wire formats,
 * paging, key rotation and error JSON, without the internet.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferred } from '@/test/deferred';
import { listenOnLoopback } from '../../../sandbox/shared/loopback';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  demoReelVideoId,
} from '../../../sandbox/youtube/dataset/fixedContent';
import { hugePlaylistSize } from '../../../sandbox/youtube/dataset/playlists';
import { createYouTubeEmulator } from '../../../sandbox/youtube/emulator';
import { startYouTubeSandbox, type YouTubeSandbox } from '../../../sandbox/youtube/server';
import { createYouTubeClient, type YouTubeClient } from './client';
import { collectItems } from './paging';
import type { PlaylistItem } from './types';

const signal = () => new AbortController().signal;

describe('YouTube client against the sandbox', () => {
  let sandbox: YouTubeSandbox;
  const clientWith = (apiKeys: string[]): YouTubeClient =>
    createYouTubeClient({
      apiBase: sandbox.apiBase,
      apiKeys,
      timedTextBase: sandbox.timedTextBase,
    });

  beforeAll(async () => {
    sandbox = await startYouTubeSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  async function hugePlaylistId(yt: YouTubeClient): Promise<string> {
    const [gaming] = await yt.channels({ forHandle: '@NovaGamingArena' }, ['id'], signal());
    expect(gaming).toBeDefined();
    const lists = await yt.playlists(
      { channelId: gaming?.id ?? '', maxResults: 50, parts: ['contentDetails'] },
      signal(),
    );
    const huge = lists.find((list) => list.contentDetails?.itemCount === hugePlaylistSize);
    expect(huge).toBeDefined();
    return huge?.id ?? '';
  }

  it(`pages the ${hugePlaylistSize}-item playlist to the end: 24 pages, 24 units`, async () => {
    const yt = clientWith(['sandbox-key']);
    const playlistId = await hugePlaylistId(yt);
    const run = await yt.withMeter(async (scoped) => {
      const pages: number[] = [];
      const items: PlaylistItem[] = [];
      for await (const page of scoped.playlistItems(playlistId, {}, signal())) {
        pages.push(page.items.length);
        items.push(...page.items);
      }
      return { pages, items };
    });
    expect(run.result.pages).toHaveLength(24);
    expect(run.result.pages.every((count) => count === 50)).toBe(true);
    expect(new Set(run.result.items.map((item) => item.id)).size).toBe(hugePlaylistSize);
    expect(run.result.items[0]?.contentDetails?.videoId).toEqual(expect.any(String));
    expect(run.units).toBe(24);
  });

  it('stops at the page cap', async () => {
    const yt = clientWith(['sandbox-key']);
    const playlistId = await hugePlaylistId(yt);
    const meter = yt.startMeter();
    const items = await collectItems(yt.playlistItems(playlistId, { maxPages: 3 }, signal()));
    expect(items).toHaveLength(150);
    expect(meter.units).toBe(3);
  });

  it('rotates from sandbox-quota-exceeded to sandbox-key and remembers it', async () => {
    const yt = clientWith(['sandbox-quota-exceeded', 'sandbox-key']);
    const [video] = await yt.videos({ ids: [demoReelVideoId] }, ['snippet'], signal());
    expect(video?.id).toBe(demoReelVideoId);
    expect(yt.quota).toMatchObject({ units: 2, requests: 2 });
    await yt.channels({ forHandle: 'jordanvaleedits' }, ['snippet'], signal());
    expect(yt.quota).toMatchObject({ units: 3, requests: 3 });
  });

  it('every key used up: kind quota; an unknown key: kind key', async () => {
    await expect(
      clientWith(['sandbox-quota-exceeded']).videos({ ids: ['x'] }, ['snippet'], signal()),
    ).rejects.toMatchObject({ kind: 'quota', reason: 'quotaExceeded', status: 403 });
    const error = await clientWith(['not-a-key'])
      .videos({ ids: ['x'] }, ['snippet'], signal())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'key', reason: 'keyInvalid', status: 400 });
    expect((error as Error).message).not.toContain('not-a-key');
  });

  it('rotates from sandbox-referrer-blocked to sandbox-key and never asks it again', async () => {
    const yt = clientWith(['sandbox-referrer-blocked', 'sandbox-key']);
    const [video] = await yt.videos({ ids: [demoReelVideoId] }, ['snippet'], signal());
    expect(video?.id).toBe(demoReelVideoId);
    await yt.channels({ forHandle: 'jordanvaleedits' }, ['snippet'], signal());
    expect(yt.quota).toMatchObject({ units: 3, requests: 3 });
    const error = await clientWith(['sandbox-referrer-blocked'])
      .videos({ ids: ['x'] }, ['snippet'], signal())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'key', reason: 'forbidden', status: 403 });
    expect((error as Error).message).toMatch(/^Requests from referer .* are blocked\.$/);
  });

  it('a burst of rateLimitExceeded: waits and asks the same key again', async () => {
    const bursty = await startYouTubeSandbox({ rateLimitBurst: 2 });
    try {
      const yt = createYouTubeClient({
        apiBase: bursty.apiBase,
        apiKeys: ['sandbox-key'],
        // The waits are the client's unit tests' concern; here they are kept short.
        rateLimitBackoffMs: [1, 1],
      });
      const [video] = await yt.videos({ ids: [demoReelVideoId] }, ['snippet'], signal());
      expect(video?.id).toBe(demoReelVideoId);
      expect(yt.quota).toMatchObject({ units: 3, requests: 3 });
    } finally {
      await bursty.close();
    }
  });

  it('comments disabled → forbidden with reason commentsDisabled', async () => {
    const yt = clientWith(['sandbox-key']);
    await expect(
      collectItems(yt.commentThreads(commentsDisabledVideoId, { maxPages: 1 }, signal())),
    ).rejects.toMatchObject({ kind: 'forbidden', reason: 'commentsDisabled', status: 403 });
  });

  it('comment threads: 100 per page, capped at 10 pages', async () => {
    const yt = clientWith(['sandbox-key']);
    const threads = await collectItems(
      yt.commentThreads(commentHeavyVideoId, { maxPages: 10 }, signal()),
    );
    expect(threads).toHaveLength(1000);
    expect(threads[0]?.snippet.topLevelComment.snippet.authorDisplayName).toEqual(
      expect.any(String),
    );
    expect(yt.quota.units).toBe(10);
  });

  it('channel by handle, nothing found → []', async () => {
    const yt = clientWith(['sandbox-key']);
    expect(await yt.channels({ forHandle: '@nobody-here-xyz' }, ['snippet'], signal())).toEqual([]);
    const [owner] = await yt.channels(
      { forHandle: 'jordanvaleedits' },
      ['snippet', 'statistics', 'contentDetails'],
      signal(),
    );
    expect(owner?.contentDetails?.relatedPlaylists?.uploads).toMatch(/^UU/);
    expect(typeof owner?.statistics?.viewCount).toBe('string');
  });

  it('videos by ids: requested order, unknown ids missing, one request per 50', async () => {
    const yt = clientWith(['sandbox-key']);
    const search = await yt.search({ q: 'edit', type: 'video', maxResults: 25 }, signal());
    const ids = search.items.flatMap((item) => ('videoId' in item.id ? [item.id.videoId] : []));
    expect(ids.length).toBeGreaterThan(1);
    const wanted = [...ids].reverse();
    wanted.splice(1, 0, 'Unknown0000');
    const videos = await yt.videos({ ids: wanted }, ['snippet', 'statistics'], signal());
    expect(videos.map((v) => v.id)).toEqual(wanted.filter((id) => id !== 'Unknown0000'));
    expect(yt.quota.byResource).toEqual({ search: 100, videos: 1 });
  });

  it('transcript: srv3 text for a captioned video, no-transcript otherwise', async () => {
    const yt = clientWith(['sandbox-key']);
    const transcript = await yt.transcript(demoReelVideoId, signal());
    expect(transcript.text.length).toBeGreaterThan(20);
    expect(transcript.text).not.toMatch(/<|&amp;/);
    await expect(yt.transcript('nope0000000', signal())).rejects.toMatchObject({
      kind: 'no-transcript',
    });
  });

  it('aborting a slow request rejects promptly', async () => {
    // The emulator's latency is the longest a Node timer waits (about 24.8 days), far beyond the
    // test's own timeout: the call can only settle in time by being aborted, so the test's
    // timeout is the deadline. The server says when the request has arrived, so the abort hits
    // a request in flight.
    const emulator = createYouTubeEmulator({ latencyMs: 2 ** 31 - 1 });
    const arrived = deferred();
    const slow = await listenOnLoopback(
      createServer((req, res) => {
        arrived.resolve();
        emulator(req, res);
      }),
    );
    try {
      const yt = createYouTubeClient({ apiBase: `${slow.url}/v3`, apiKeys: ['sandbox-key'] });
      const controller = new AbortController();
      const call = yt.videos({ ids: [demoReelVideoId] }, ['snippet'], controller.signal);
      await arrived.promise;
      controller.abort();
      await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    } finally {
      await slow.close();
    }
  });
});
