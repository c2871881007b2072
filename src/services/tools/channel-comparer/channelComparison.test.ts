/** The comparer's run on a scripted API: which calls, side by side, for how many units. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  readChannelPair,
  type ChannelPair,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import { deferred } from '@/test/deferred';
import { YouTubeError } from '@/services/youtube';
import { apiError, list } from '@/services/youtube/fakeFetch.testkit';
import { compareChannels, toComparedChannel } from './channelComparison';
import { fakeYouTube as setup } from '@/services/tool-kit/toolTests.testkit';

const ID_A = 'UCabcdefghijklmnopqrstuv';
const ID_B = 'UCzyxwvutsrqponmlkjihgfA';

const channel = (id: string, handle: string, stats: Record<string, unknown>) => ({
  kind: 'youtube#channel',
  etag: 'e',
  id,
  snippet: {
    title: `Title ${handle}`,
    customUrl: `@${handle}`,
    description: '',
    publishedAt: '2020-01-01T00:00:00Z',
    thumbnails: {
      default: { url: `https://img.test/${handle}-88.jpg` },
      medium: { url: `https://img.test/${handle}-240.jpg` },
    },
  },
  statistics: stats,
  brandingSettings: { channel: { keywords: 'one two "three four" five six seven' } },
});

const alpha = channel(ID_A, 'alpha', {
  subscriberCount: '1000',
  viewCount: '50000',
  videoCount: '10',
});
const beta = channel(ID_B, 'beta', {
  hiddenSubscriberCount: true,
  viewCount: '90000',
  videoCount: '30',
});

const nothing = {
  body: { kind: 'youtube#channelListResponse', etag: 'e', pageInfo: { totalResults: 0 } },
};

const pair = (a: string, b: string): ChannelPair => {
  const outcome = readChannelPair({ a, b });
  if (!outcome.ok) throw new Error('not a pair');
  return outcome.value;
};

const signal = () => new AbortController().signal;

describe('compareChannels', () => {
  it('reads two channel ids with one channels call of the three parts (1 unit)', async () => {
    const { yt, fetch } = setup(() => list([beta, alpha]));
    const { result, units, requests } = await yt.withMeter((metered) =>
      compareChannels(metered, pair(ID_A, `https://www.youtube.com/channel/${ID_B}`), signal()),
    );
    expect(fetch.requests.map((r) => [r.resource, r.params.id, r.params.part])).toEqual([
      ['channels', `${ID_A},${ID_B}`, 'snippet,statistics,brandingSettings'],
    ]);
    expect(units).toBe(1);
    expect(requests).toBe(1);
    expect(result.channels.map((c) => c.title)).toEqual(['Title alpha', 'Title beta']);
  });

  it('looks up two handles side by side, the parts in the call that finds each (2 units)', async () => {
    const gate = deferred();
    const { yt, fetch } = setup(async ({ params }) => {
      await gate.promise;
      return list([params.forHandle === 'alpha' ? alpha : beta]);
    });
    const run = yt.withMeter((metered) =>
      compareChannels(metered, pair('@alpha', 'https://www.youtube.com/@beta'), signal()),
    );
    // Both requests are held at the gate: they can only both have started side by side.
    await expect.poll(() => fetch.requests.length).toBe(2);
    gate.resolve();
    const { result, units } = await run;
    expect(fetch.requests.map((r) => [r.params.forHandle, r.params.part])).toEqual([
      ['alpha', 'snippet,statistics,brandingSettings'],
      ['beta', 'snippet,statistics,brandingSettings'],
    ]);
    expect(units).toBe(2);
    expect(result.channels.map((c) => c.handle)).toEqual(['@alpha', '@beta']);
  });

  it('mixes an id and a handle in one round trip (2 units)', async () => {
    const { yt, fetch } = setup(({ params }) => list([params.id === ID_A ? alpha : beta]));
    const { units } = await yt.withMeter((metered) =>
      compareChannels(metered, pair(ID_A, '@beta'), signal()),
    );
    expect(fetch.requests.map((r) => r.params.id ?? r.params.forHandle)).toEqual([ID_A, 'beta']);
    expect(units).toBe(2);
  });

  it('compares a channel with itself from one call', async () => {
    const { yt, fetch } = setup(() => list([alpha]));
    const result = await compareChannels(yt, pair(ID_A, ID_A), signal());
    expect(fetch.requests.map((r) => r.params.id)).toEqual([ID_A]);
    expect(result.rows.every((row) => row.better === null)).toBe(true);
  });

  it("folds 'Channel not found' into the comparer's one failure text, not worth retrying", async () => {
    const { yt } = setup(({ params }) => (params.forHandle === 'alpha' ? list([alpha]) : nothing));
    const failure: unknown = await compareChannels(yt, pair('@alpha', '@ghost'), signal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe(
      'Error comparing channels. Please check the URLs and try again.',
    );
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('fails the same way when one of two ids is unknown', async () => {
    const { yt } = setup(() => list([alpha]));
    const failure: unknown = await compareChannels(yt, pair(ID_A, ID_B), signal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('lets YouTube failures through for the shared table', async () => {
    const { yt } = setup(() => apiError(403, 'quotaExceeded'));
    const failure: unknown = await compareChannels(yt, pair('@alpha', '@beta'), signal()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(YouTubeError);
  });
});

describe('toComparedChannel', () => {
  it('reads counts, the medium avatar and at most 5 keywords', () => {
    expect(toComparedChannel(alpha as never)).toEqual({
      id: ID_A,
      title: 'Title alpha',
      handle: '@alpha',
      avatarUrl: 'https://img.test/alpha-240.jpg',
      subscribers: 1000,
      views: 50000,
      videos: 10,
      keywords: ['one', 'two', 'three four', 'five', 'six'],
    });
  });

  it('reads a hidden subscriber count as null, and a channel without a handle', () => {
    const bare = { ...beta, snippet: { ...beta.snippet, customUrl: undefined } };
    expect(toComparedChannel(bare as never)).toMatchObject({ subscribers: null, handle: null });
  });
});
