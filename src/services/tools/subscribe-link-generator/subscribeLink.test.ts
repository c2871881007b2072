/** The subscribe link run on a scripted API: one call for a handle, the card's fields. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import {} from '@/services/youtube';
import { list } from '@/services/youtube/fakeFetch.testkit';
import { generateSubscribeLink, toSubscribeChannel } from './subscribeLink';
import { fakeYouTube as setup, channelRef as ref } from '@/services/tool-kit/toolTests.testkit';

const ID = 'UCabcdefghijklmnopqrstuv';

const channel = (customUrl: string | undefined, statistics: Record<string, unknown>) => ({
  kind: 'youtube#channel',
  etag: 'e',
  id: ID,
  snippet: {
    title: 'Maya Codes',
    customUrl,
    description: '',
    publishedAt: '2020-01-01T00:00:00Z',
    thumbnails: { medium: { url: 'https://img.test/maya-240.jpg' } },
  },
  statistics,
});

const nothing = {
  body: { kind: 'youtube#channelListResponse', etag: 'e', pageInfo: { totalResults: 0 } },
};

const signal = () => new AbortController().signal;

describe('generateSubscribeLink', () => {
  it('finds a handle with one forHandle call carrying snippet and statistics (1 unit)', async () => {
    const { yt, fetch } = setup(() => list([channel('@mayacodes', { subscriberCount: '9800' })]));
    const { result, units } = await yt.withMeter((metered) =>
      generateSubscribeLink(metered, ref('@MayaCodes'), signal()),
    );
    expect(fetch.requests.map((r) => [r.params.forHandle, r.params.part])).toEqual([
      ['mayacodes', 'snippet,statistics'],
    ]);
    expect(units).toBe(1);
    expect(result).toEqual({
      channel: {
        id: ID,
        title: 'Maya Codes',
        handle: '@mayacodes',
        avatarUrl: 'https://img.test/maya-240.jpg',
        subscribers: 9800,
      },
      link: 'https://www.youtube.com/@mayacodes?sub_confirmation=1',
    });
  });

  it('links a channel without a handle by its id', async () => {
    const { yt } = setup(() => list([channel(undefined, { subscriberCount: '5' })]));
    const result = await generateSubscribeLink(yt, ref(ID), signal());
    expect(result.link).toBe(`https://www.youtube.com/channel/${ID}?sub_confirmation=1`);
  });

  it("says 'Channel not found', not worth retrying, when nothing matches", async () => {
    const { yt } = setup(() => nothing);
    const failure: unknown = await generateSubscribeLink(yt, ref('@ghost'), signal()).catch(
      (error: unknown) => error,
    );
    expect(isToolFailure(failure) && failure.message).toBe('Channel not found');
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });
});

describe('toSubscribeChannel', () => {
  it('reads a hidden subscriber count as null', () => {
    expect(
      toSubscribeChannel(channel('@q', { hiddenSubscriberCount: true }) as never).subscribers,
    ).toBeNull();
  });
});
