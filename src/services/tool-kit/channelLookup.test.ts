/** The channel lookup on a scripted API: which calls, in which order, for how many units. */
import { describe, expect, it } from 'vitest';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { YouTubeError } from '@/services/youtube';
import { apiError, list, type FakeRequest } from '@/services/youtube/fakeFetch.testkit';
import { lookUpChannel } from './channelLookup';
import { fakeYouTube as setup, channelRef as ref } from './toolTests.testkit';

const ID = 'UCabcdefghijklmnopqrstuv';
const OTHER = 'UCzyxwvutsrqponmlkjihgfA';

const channel = (id: string, title = 'Linus Tech Tips', customUrl = '@linustechtips') => ({
  kind: 'youtube#channel',
  etag: 'e',
  id,
  snippet: { title, customUrl, description: '', publishedAt: '2020-01-01T00:00:00Z' },
  statistics: { subscriberCount: '1000' },
});

/**
 * The channels.list answer when nothing matches: 200 without `items` (docs/sandbox.md, wire
 * formats).
 */
const nothing = {
  body: { kind: 'youtube#channelListResponse', etag: 'e', pageInfo: { totalResults: 0 } },
};

/** What each request asked: `channels forHandle=x`, `search q=x`... */
const calls = (requests: FakeRequest[]) =>
  requests.map(({ resource, params }) => {
    const filter = ['id', 'forHandle', 'forUsername', 'q'].find((name) => name in params) ?? '';
    return `${resource} ${filter}=${params[filter] ?? ''}`;
  });

const signal = () => new AbortController().signal;

async function failureOf(promise: Promise<unknown>) {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  if (!isToolFailure(error)) throw new Error(`expected a ToolFailure, got ${String(error)}`);
  return error;
}

describe('lookUpChannel', () => {
  it('reads a channel id with one channels call of the asked parts (1 unit)', async () => {
    const { yt, fetch } = setup(() => list([channel(ID)]));
    const { result, units } = await yt.withMeter((metered) =>
      lookUpChannel(metered, ref(`https://www.youtube.com/channel/${ID}`), signal(), {
        parts: ['snippet', 'statistics'],
      }),
    );
    expect(calls(fetch.requests)).toEqual([`channels id=${ID}`]);
    expect(fetch.requests[0]?.params.part).toBe('snippet,statistics');
    expect(result).toMatchObject({ channelId: ID, via: 'id' });
    expect(result.channel.statistics?.subscriberCount).toBe('1000');
    expect(units).toBe(1);
  });

  it('asks for the id alone when the caller names no parts', async () => {
    const { yt, fetch } = setup(() => list([{ kind: 'youtube#channel', etag: 'e', id: ID }]));
    await lookUpChannel(yt, ref(ID), signal());
    expect(fetch.requests[0]?.params.part).toBe('id');
  });

  it.each(['@LinusTechTips', 'linustechtips', 'https://www.youtube.com/@LinusTechTips/videos'])(
    'finds %s by forHandle for 1 unit',
    async (input) => {
      const { yt, fetch } = setup(() => list([channel(ID)]));
      const { result, units } = await yt.withMeter((metered) =>
        lookUpChannel(metered, ref(input), signal(), { parts: ['snippet'] }),
      );
      expect(calls(fetch.requests)).toEqual(['channels forHandle=linustechtips']);
      expect(result).toMatchObject({ channelId: ID, via: 'forHandle' });
      expect(units).toBe(1);
    },
  );

  it('tries a bare name as a legacy username when no handle matches (2 units)', async () => {
    const { yt, fetch } = setup(({ params }) =>
      params.forUsername === 'beatstreet' ? list([channel(ID)]) : nothing,
    );
    const { result, units } = await yt.withMeter((metered) =>
      lookUpChannel(metered, ref('beatstreet'), signal()),
    );
    expect(calls(fetch.requests)).toEqual([
      'channels forHandle=beatstreet',
      'channels forUsername=beatstreet',
    ]);
    expect(result).toMatchObject({ channelId: ID, via: 'forUsername' });
    expect(units).toBe(2);
  });

  it('reads /user/ by forUsername first, then as a handle', async () => {
    const { yt, fetch } = setup(({ params }) => (params.forHandle ? list([channel(ID)]) : nothing));
    const result = await lookUpChannel(yt, ref('youtube.com/user/OldName'), signal());
    expect(calls(fetch.requests)).toEqual([
      'channels forUsername=OldName',
      'channels forHandle=OldName',
    ]);
    expect(result.via).toBe('forHandle');
  });

  it('never searches for a handle, a username or an id that matches nothing', async () => {
    for (const input of ['@nobody-here', 'youtube.com/user/nobody', ID]) {
      const { yt, fetch } = setup(() => nothing);
      const failure = await failureOf(lookUpChannel(yt, ref(input), signal()));
      expect(failure.message).toBe('Channel not found');
      expect(failure.retryable).toBe(false);
      expect(fetch.requests.map((request) => request.resource)).not.toContain('search');
      expect(fetch.requests.length).toBeLessThanOrEqual(2);
    }
  });

  it('finds a /c/ custom name by handle when it lives on as one (1 unit, no search)', async () => {
    const { yt, fetch } = setup(({ params }) =>
      params.forHandle === 'LinusTechTips' ? list([channel(ID)]) : nothing,
    );
    const { result, units } = await yt.withMeter((metered) =>
      lookUpChannel(metered, ref('https://www.youtube.com/c/LinusTechTips'), signal()),
    );
    expect(result.via).toBe('forHandle');
    expect(units).toBe(1);
    expect(calls(fetch.requests)).toEqual(['channels forHandle=LinusTechTips']);
  });

  it('searches for a /c/ custom name only as the last resort, and checks the hit (103 units)', async () => {
    const { yt, fetch } = setup(({ resource, params }) => {
      if (resource === 'search') {
        return list([
          {
            kind: 'youtube#searchResult',
            etag: 'e',
            id: { kind: 'youtube#channel', channelId: OTHER },
          },
          {
            kind: 'youtube#searchResult',
            etag: 'e',
            id: { kind: 'youtube#channel', channelId: ID },
          },
        ]);
      }
      if (params.id) {
        return list([
          channel(OTHER, 'Linus Tech Tips Fan Club', '@ltt-fans'),
          channel(ID, 'Linus Tech Tips', '@linustechtips'),
        ]);
      }
      return nothing;
    });
    const { result, units } = await yt.withMeter((metered) =>
      lookUpChannel(metered, ref('https://www.youtube.com/c/Linus-Tech-Tips'), signal(), {
        parts: ['statistics'],
      }),
    );
    expect(calls(fetch.requests)).toEqual([
      'channels forHandle=Linus-Tech-Tips',
      'channels forUsername=Linus-Tech-Tips',
      'search q=Linus-Tech-Tips',
      `channels id=${OTHER},${ID}`,
    ]);
    expect(fetch.requests[2]?.params).toMatchObject({ type: 'channel', maxResults: '5' });
    // The check needs the title and handle; the caller's parts come in the same call.
    expect(fetch.requests[3]?.params.part).toBe('statistics,snippet');
    expect(result).toMatchObject({ channelId: ID, via: 'search' });
    expect(units).toBe(103);
  });

  it("answers 'Channel not found' when no search hit is the custom name", async () => {
    const { yt } = setup(({ resource, params }) => {
      if (resource === 'search') {
        return list([
          {
            kind: 'youtube#searchResult',
            etag: 'e',
            id: { kind: 'youtube#channel', channelId: OTHER },
          },
        ]);
      }
      return params.id ? list([channel(OTHER, 'Something Else', '@else')]) : nothing;
    });
    const failure = await failureOf(
      lookUpChannel(yt, ref('youtube.com/c/LinusTechTips'), signal()),
    );
    expect(failure.message).toBe('Channel not found');
  });

  it('spends no channels call on a search that finds nothing', async () => {
    const { yt, fetch } = setup(({ resource }) => (resource === 'search' ? list([]) : nothing));
    await failureOf(lookUpChannel(yt, ref('youtube.com/c/Nobody'), signal()));
    expect(calls(fetch.requests)).toEqual([
      'channels forHandle=Nobody',
      'channels forUsername=Nobody',
      'search q=Nobody',
    ]);
  });

  it('lets YouTube failures through for the tool to translate', async () => {
    const { yt } = setup(() => apiError(403, 'quotaExceeded'));
    const error: unknown = await lookUpChannel(yt, ref('@anyone'), signal()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(YouTubeError);
  });

  it('stops at the first call when the run is aborted', async () => {
    const controller = new AbortController();
    const { yt, fetch } = setup(() => {
      controller.abort();
      return nothing;
    });
    await expect(lookUpChannel(yt, ref('beatstreet'), controller.signal)).rejects.toThrow();
    expect(fetch.requests).toHaveLength(1);
  });
});
