import { describe, expect, it } from 'vitest';
import { deferred, never } from '@/test/deferred';
import { createYouTubeClient } from './client';
import { apiError, fakeFetch, list, type FakeHandler, type FakeReply } from './fakeFetch.testkit';
import { collectItems } from './paging';

const signal = () => new AbortController().signal;
const video = (id: string) => ({ kind: 'youtube#video', etag: 'e', id });

function client(handler: FakeHandler, apiKeys = ['k1']) {
  const fetch = fakeFetch(handler);
  const yt = createYouTubeClient({
    apiBase: 'https://api.test/youtube/v3/',
    apiKeys,
    fetch,
    cache: false,
    retry: { attempts: 0 },
  });
  return { yt, fetch };
}

describe('videos', () => {
  it('batches ids by 50 in parallel requests and merges them in the requested order', async () => {
    // Every request is held until all three batches are in flight at once: a client sending
    // them one after the other never gets there, and the test's timeout ends it.
    let inFlight = 0;
    let maxInFlight = 0;
    const allInFlight = deferred();
    const { yt, fetch } = client(async ({ params }) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (inFlight === 3) allInFlight.resolve();
      await allInFlight.promise;
      inFlight--;
      // Answer out of order and leave out the "unknown" ids.
      const ids = (params.id ?? '').split(',').filter((id) => !id.startsWith('gone'));
      return list(ids.reverse().map(video));
    });
    const ids = Array.from({ length: 120 }, (_, i) => (i % 7 === 3 ? `gone${i}` : `v${i}`));
    const result = await yt.videos({ ids: [...ids, 'v0'] }, ['snippet', 'statistics'], signal());

    expect(fetch.requests.map((r) => r.params.id?.split(',').length)).toEqual([50, 50, 20]);
    expect(maxInFlight).toBe(3);
    expect(fetch.requests[0]?.params.part).toBe('snippet,statistics');
    expect(fetch.requests[0]?.params.maxResults).toBeUndefined();
    expect(result.map((v) => v.id)).toEqual(ids.filter((id) => !id.startsWith('gone')));
    expect(yt.quota.units).toBe(3);
  });

  it('no ids: no request', async () => {
    const { yt, fetch } = client(() => list([]));
    expect(await yt.videos({ ids: [' ', ''] }, ['snippet'], signal())).toEqual([]);
    expect(fetch.requests).toHaveLength(0);
  });

  it('one failing batch rejects the call and cancels its siblings', async () => {
    // The healthy batch never answers: only the failing one can settle the call.
    const { yt, fetch } = client(({ params }) =>
      params.id?.startsWith('bad') ? apiError(500, 'backendError') : never<FakeReply>(),
    );
    const ids = [...Array.from({ length: 50 }, (_, i) => `ok${i}`), 'bad'];
    await expect(yt.videos({ ids }, ['snippet'], signal())).rejects.toMatchObject({
      kind: 'server',
      reason: 'backendError',
    });
    expect(fetch.requests[0]?.signal.aborted).toBe(true);
  });

  it('chart=mostPopular passes the chart parameters', async () => {
    const { yt, fetch } = client(() => list([video('a'), video('b')]));
    const result = await yt.videos({ chart: 'mostPopular', maxResults: 12 }, ['snippet'], signal());
    expect(result.map((v) => v.id)).toEqual(['a', 'b']);
    expect(fetch.requests[0]?.params).toMatchObject({ chart: 'mostPopular', maxResults: '12' });
  });
});

describe('channels, playlists, categories, search', () => {
  it('nothing found (no items key) is an empty list', async () => {
    const { yt, fetch } = client(() => ({
      body: { kind: 'youtube#channelListResponse', etag: 'e', pageInfo: { totalResults: 0 } },
    }));
    expect(await yt.channels({ forHandle: '@nobody' }, ['snippet'], signal())).toEqual([]);
    expect(fetch.requests[0]?.params).toMatchObject({ forHandle: '@nobody', part: 'snippet' });
    expect(await yt.channels({ forUsername: 'nobody' }, ['snippet'], signal())).toEqual([]);
    expect(await yt.channels({ id: ['UCx'] }, ['snippet'], signal())).toEqual([]);
  });

  it('channels by ids keep the requested order', async () => {
    const { yt } = client(({ params }) =>
      list(
        (params.id ?? '')
          .split(',')
          .reverse()
          .map((id) => ({ kind: 'youtube#channel', id })),
      ),
    );
    const result = await yt.channels({ id: ['UCb', 'UCa'] }, ['snippet'], signal());
    expect(result.map((c) => c.id)).toEqual(['UCb', 'UCa']);
  });

  it('playlists by channel and categories by ids', async () => {
    const { yt, fetch } = client(({ resource, params }) =>
      resource === 'playlists'
        ? list([{ kind: 'youtube#playlist', id: 'PL1' }])
        : list((params.id ?? '').split(',').map((id) => ({ kind: 'youtube#videoCategory', id }))),
    );
    expect(await yt.playlists({ channelId: 'UCa', maxResults: 2 }, signal())).toHaveLength(1);
    expect(fetch.requests[0]?.params).toEqual({
      part: 'snippet,contentDetails',
      channelId: 'UCa',
      maxResults: '2',
      key: 'k1',
    });
    const categories = await yt.videoCategories(['27', '10'], signal());
    expect(categories.map((c) => c.id)).toEqual(['27', '10']);
    expect(fetch.requests[1]?.params).toMatchObject({ part: 'snippet', id: '27,10' });
  });

  it('search sends part=snippet and its filters, and costs 100 units', async () => {
    const { yt, fetch } = client(() =>
      list([{ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: 'x' } }], {
        nextPageToken: 'CAoQAA',
        regionCode: 'US',
      }),
    );
    const page = await yt.search(
      {
        q: 'editing tips',
        type: 'video',
        order: 'relevance',
        maxResults: 25,
        videoEmbeddable: true,
        videoCategoryId: '27',
      },
      signal(),
    );
    expect(page).toMatchObject({ page: 1, nextPageToken: 'CAoQAA', regionCode: 'US' });
    expect(page.items).toHaveLength(1);
    expect(fetch.requests[0]?.url.pathname).toBe('/youtube/v3/search');
    expect(fetch.requests[0]?.params).toEqual({
      part: 'snippet',
      q: 'editing tips',
      type: 'video',
      order: 'relevance',
      maxResults: '25',
      videoEmbeddable: 'true',
      videoCategoryId: '27',
      key: 'k1',
    });
    expect(yt.quota.units).toBe(100);
  });
});

describe('paging', () => {
  const pages = (count: number): FakeHandler => {
    return ({ params }) => {
      const index = params.pageToken ? Number(params.pageToken.slice(1)) : 0;
      const items = Array.from({ length: 2 }, (_, i) => ({ id: `i${index}-${i}` }));
      return list(items, index + 1 < count ? { nextPageToken: `p${index + 1}` } : {});
    };
  };

  it('playlistItems follows the tokens to the end, 50 per page', async () => {
    const { yt, fetch } = client(pages(3));
    const items = await collectItems(yt.playlistItems('PLx', {}, signal()));
    expect(items).toHaveLength(6);
    expect(fetch.requests.map((r) => r.params.pageToken)).toEqual([undefined, 'p1', 'p2']);
    expect(fetch.requests[0]?.params).toMatchObject({
      playlistId: 'PLx',
      maxResults: '50',
      part: 'snippet,contentDetails',
    });
    expect(yt.quota.units).toBe(3);
  });

  it('stops at the page cap', async () => {
    const { yt, fetch } = client(pages(10));
    const seen: number[] = [];
    for await (const page of yt.playlistItems('PLx', { maxPages: 4 }, signal())) {
      seen.push(page.page);
    }
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(fetch.requests).toHaveLength(4);
  });

  it('breaking out of the loop sends no further request', async () => {
    const { yt, fetch } = client(pages(10));
    for await (const page of yt.commentThreads('vid', {}, signal())) {
      if (page.page === 2) break;
    }
    expect(fetch.requests).toHaveLength(2);
    expect(fetch.requests[0]?.params).toMatchObject({
      videoId: 'vid',
      maxResults: '100',
      part: 'snippet',
    });
  });

  it('commentThreads stops at maxPages with the given maxResults', async () => {
    const { yt, fetch } = client(pages(20));
    const items = await collectItems(
      yt.commentThreads('vid', { maxPages: 10, maxResults: 20, textFormat: 'plainText' }, signal()),
    );
    expect(items).toHaveLength(20);
    expect(fetch.requests).toHaveLength(10);
    expect(fetch.requests[9]?.params).toMatchObject({ maxResults: '20', textFormat: 'plainText' });
  });

  it('an error on a later page rejects the iteration with its reason', async () => {
    const { yt } = client(({ params }) =>
      params.pageToken ? apiError(400, 'invalidPageToken') : list([], { nextPageToken: 'zz' }),
    );
    await expect(collectItems(yt.playlistItems('PLx', {}, signal()))).rejects.toMatchObject({
      kind: 'bad-request',
      reason: 'invalidPageToken',
      status: 400,
    });
  });
});

describe('quota meters', () => {
  it('withMeter reports only the run; the session total covers everything', async () => {
    const { yt } = client(() => list([]));
    await yt.search({ q: 'a' }, signal());
    const run = await yt.withMeter(async (scoped) => {
      await scoped.search({ q: 'b' }, signal());
      await scoped.videos({ ids: ['x'] }, ['snippet'], signal());
      await yt.videos({ ids: ['outside'] }, ['snippet'], signal()); // not through the run
      return 'done';
    });
    expect(run).toEqual({ result: 'done', units: 101, requests: 2 });
    expect(yt.quota.units).toBe(202);
    expect(yt.quota.byResource).toEqual({ search: 200, videos: 2 });
  });

  it('startMeter counts everything through the client until stopped', async () => {
    const { yt } = client(() => list([]));
    await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    const meter = yt.startMeter();
    await yt.videos({ ids: ['b'] }, ['snippet'], signal());
    const { client: scoped } = yt.metered();
    await scoped.videos({ ids: ['c'] }, ['snippet'], signal());
    expect(meter.units).toBe(2);
    meter.stop();
    await yt.videos({ ids: ['d'] }, ['snippet'], signal());
    expect(meter.units).toBe(2);
    expect(yt.quota.units).toBe(4);
  });

  it('quota costs can follow the granular model', async () => {
    const fetch = fakeFetch(() => list([]));
    const yt = createYouTubeClient({
      apiBase: 'https://api.test',
      apiKeys: ['k'],
      fetch,
      quotaCosts: { search: 1 },
    });
    await yt.search({ q: 'x' }, signal());
    expect(yt.quota.units).toBe(1);
  });
});

describe('picture addresses (URL policy)', () => {
  const thumbnails = (origin: string) => ({
    default: { url: 'javascript:alert(1)', width: 120, height: 90 },
    medium: { url: 'http://elsewhere.test/m.jpg', width: 320, height: 180 },
    high: { url: 'https://i.ytimg.test/vi/a/hqdefault.jpg', width: 480, height: 360 },
    standard: { url: `${origin}/thumbs/a/standard.svg`, width: 640, height: 480 },
  });

  it('keeps https pictures and leaves out script, data and plain-http ones', async () => {
    const { yt } = client(() =>
      list([{ ...video('a'), snippet: { title: 'A', thumbnails: thumbnails('http://api.test') } }]),
    );
    const [result] = await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    expect(result?.snippet?.thumbnails).toEqual({
      default: { width: 120, height: 90 },
      medium: { width: 320, height: 180 },
      high: { url: 'https://i.ytimg.test/vi/a/hqdefault.jpg', width: 480, height: 360 },
      standard: { width: 640, height: 480 },
    });
  });

  it("keeps http pictures served by the API's own origin (the offline sandbox)", async () => {
    const fetch = fakeFetch(() =>
      list([
        { ...video('a'), snippet: { title: 'A', thumbnails: thumbnails('http://127.0.0.1:4173') } },
      ]),
    );
    const yt = createYouTubeClient({
      apiBase: 'http://127.0.0.1:4173/sandbox/youtube/v3',
      apiKeys: ['sandbox-key'],
      fetch,
      cache: false,
    });
    const [result] = await yt.videos({ ids: ['a'] }, ['snippet'], signal());
    expect(result?.snippet?.thumbnails.standard?.url).toBe(
      'http://127.0.0.1:4173/thumbs/a/standard.svg',
    );
    expect(result?.snippet?.thumbnails.medium?.url).toBeUndefined();
  });
});
