/** The channel analyzer's run on a scripted API: which calls, what it makes of the answers. */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ANALYZER_MESSAGES } from '@/domain/tools/channel-analyzer/channelAnalysis';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import {} from '@/services/youtube';
import { apiError, list, type FakeHandler } from '@/services/youtube/fakeFetch.testkit';
import { analyzeChannel, channelAnalysisRun, newestUpload } from './channelAnalysis';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { fakeYouTube as setup } from '@/services/tool-kit/toolTests.testkit';

const ID = 'UCabcdefghijklmnopqrstuv';
const NOW = Date.parse('2026-11-15T12:00:00Z');
const clock = () => NOW;
const signal = () => new AbortController().signal;

const channel = (statistics: Record<string, unknown> = {}) => ({
  kind: 'youtube#channel',
  etag: 'e',
  id: ID,
  snippet: {
    title: 'Quiet Frame Films',
    description: 'Independent short films and the making of them.',
    customUrl: '@quietframefilms',
    publishedAt: '2020-01-01T00:00:00Z',
    thumbnails: { medium: { url: 'https://yt.test/avatar.jpg' } },
  },
  statistics: { viewCount: '5000000', subscriberCount: '40000', videoCount: '30', ...statistics },
  brandingSettings: { channel: { keywords: 'film "short films" sub4sub' } },
  contentDetails: { relatedPlaylists: { uploads: 'UUabcdefghijklmnopqrstuv' } },
});

const item = (videoId: string, videoPublishedAt?: string, title = videoId) => ({
  kind: 'youtube#playlistItem',
  etag: 'e',
  id: `item-${videoId}`,
  snippet: { title },
  contentDetails: videoPublishedAt ? { videoId, videoPublishedAt } : { videoId },
});

const scripted = (uploads: () => ReturnType<FakeHandler>, found = channel()) =>
  setup(({ resource }) => (resource === 'channels' ? list([found]) : uploads()));

describe('analyzeChannel', () => {
  it('reads the channel in one call with every part, then one page of its uploads playlist', async () => {
    const { yt, fetch } = scripted(() => list([item('newest', '2026-11-12T12:00:00Z')]));
    const analysis = await analyzeChannel(
      yt,
      { kind: 'handle', handle: 'quietframefilms' },
      signal(),
      clock,
    );
    expect(fetch.requests.map((request) => request.resource)).toEqual([
      'channels',
      'playlistItems',
    ]);
    const [channels, items] = fetch.requests;
    expect(channels?.params).toMatchObject({
      forHandle: 'quietframefilms',
      part: 'snippet,statistics,brandingSettings,contentDetails',
    });
    expect(items?.params).toMatchObject({ playlistId: 'UUabcdefghijklmnopqrstuv' });
    expect(items?.params.pageToken).toBeUndefined();
    expect(analysis).toMatchObject({
      id: ID,
      title: 'Quiet Frame Films',
      handle: '@quietframefilms',
      avatarUrl: 'https://yt.test/avatar.jpg',
      subscribers: 40_000,
      benefitLevel: 'Bronze',
      activity: 'very-active',
      lastUpload: { videoId: 'newest', ago: '3 days ago', days: 3 },
      keywords: ['film', 'short films', 'sub4sub'],
      flaggedWords: ['sub4sub'],
    });
  });

  it('spends 2 quota units, never search', async () => {
    const { yt } = scripted(() => list([item('v', '2026-11-12T12:00:00Z')]));
    const { units } = await runYouTubeTool(
      yt,
      channelAnalysisRun(clock),
      { query: { kind: 'id', id: ID }, onProgress: () => undefined },
      signal(),
    );
    expect(units).toBe(2);
  });

  it('shows a hidden subscriber count as hidden: no level, per-subscriber check left out', async () => {
    const { yt } = scripted(
      () => list([item('v', '2026-11-01T12:00:00Z')]),
      channel({ subscriberCount: undefined, hiddenSubscriberCount: true }),
    );
    const analysis = await analyzeChannel(yt, { kind: 'id', id: ID }, signal(), clock);
    expect(analysis.subscribers).toBeNull();
    expect(analysis.benefitLevel).toBeNull();
    expect(analysis.checks.find((entry) => entry.id === 'viewsPerSubscriber')?.outcome).toBe(
      'skipped',
    );
    expect(analysis.score.counted).toBe(4);
  });

  it("reads the uploads playlist's 404 playlistNotFound as no videos, and shows the rest", async () => {
    const { yt } = scripted(() => apiError(404, 'playlistNotFound'), channel({ videoCount: '3' }));
    const analysis = await analyzeChannel(yt, { kind: 'id', id: ID }, signal(), clock);
    expect(analysis.activity).toBe('no-videos');
    expect(analysis.checks[0]).toMatchObject({
      outcome: 'failed',
      text: CHANNEL_ANALYZER_MESSAGES.noVideos,
    });
    expect(analysis.title).toBe('Quiet Frame Films');
    expect(analysis.score.counted).toBe(5);
  });

  it('skips the uploads call for a channel that counts no videos', async () => {
    const { yt, fetch } = scripted(() => list([]), channel({ videoCount: '0', viewCount: '0' }));
    const analysis = await analyzeChannel(yt, { kind: 'id', id: ID }, signal(), clock);
    expect(analysis.activity).toBe('no-videos');
    expect(fetch.requests.map((request) => request.resource)).toEqual(['channels']);
  });

  it('reads an empty uploads playlist as no videos too', async () => {
    const { yt } = scripted(() => list([]));
    const analysis = await analyzeChannel(yt, { kind: 'id', id: ID }, signal(), clock);
    expect(analysis.activity).toBe('no-videos');
  });

  it("answers a channel YouTube does not know with 'Channel not found', not worth retrying", async () => {
    const { yt, fetch } = setup(() => list([]));
    const failure: unknown = await analyzeChannel(
      yt,
      { kind: 'id', id: ID },
      signal(),
      clock,
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe('Channel not found');
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
    expect(fetch.requests).toHaveLength(1);
  });

  it('passes other failures of the uploads call on, translated for the visitor', async () => {
    const { yt } = scripted(() => apiError(403, 'quotaExceeded'));
    const failure: unknown = await runYouTubeTool(
      yt,
      channelAnalysisRun(clock),
      { query: { kind: 'id', id: ID }, onProgress: () => undefined },
      signal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});

describe('newestUpload', () => {
  it('takes the newest dated item, skipping deleted and private entries', () => {
    expect(
      newestUpload([
        item('deleted') as never,
        item('older', '2026-10-01T00:00:00Z') as never,
        item('newer', '2026-11-01T00:00:00Z', 'The newest') as never,
      ]),
    ).toEqual({ videoId: 'newer', title: 'The newest', publishedAt: '2026-11-01T00:00:00Z' });
    expect(newestUpload([])).toBeNull();
  });
});
