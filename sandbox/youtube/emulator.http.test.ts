/** The emulator over HTTP: envelopes, parts, paging, keys and the real error JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerChannelId } from './dataset/channelSpecs.ts';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  demoReelVideoId,
  portfolioPlaylistId,
} from './dataset/fixedContent.ts';
import { hugePlaylistSize, uploadsPlaylistId } from './dataset/playlists.ts';
import {
  deletedVideoIds,
  emptyChannelId,
  freshChannelId,
  mixedPlaylistId,
  noCommentsVideoId,
  privateVideoId,
  steadyChannelId,
} from './dataset/variety.ts';
import { parseChannelKeywords } from '../../src/domain/youtube/channelKeywords.ts';
import { startYouTubeSandbox } from './server.ts';
import type { YouTubeSandbox } from './server.ts';
import { apiClient, itemsOf } from './testing/apiClient.ts';
import type { ApiGet } from './testing/apiClient.ts';

let sandbox: YouTubeSandbox;
let get: ApiGet;

beforeAll(async () => {
  sandbox = await startYouTubeSandbox();
  get = apiClient(sandbox);
});

afterAll(async () => {
  await sandbox.close();
});

function errorOf(json: Record<string, unknown>) {
  return (
    json as {
      error: { code: number; message: string; errors: Record<string, unknown>[]; status?: string };
    }
  ).error;
}

describe('envelopes', () => {
  it('videos.list by id: kind, modern etag, pageInfo, only the requested parts', async () => {
    const answer = await get('/v3/videos', {
      part: 'snippet,statistics',
      id: `${demoReelVideoId},nope0000000`,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const { json } = answer;
    expect(json.kind).toBe('youtube#videoListResponse');
    expect(json.etag).toMatch(/^[\w-]{27}$/);
    expect(json.pageInfo).toEqual({ totalResults: 1, resultsPerPage: 1 });
    expect(json).not.toHaveProperty('nextPageToken');
    const [video] = itemsOf(answer);
    expect(Object.keys(video ?? {})).toEqual(['kind', 'etag', 'id', 'snippet', 'statistics']);
    const statistics = video?.statistics as Record<string, unknown>;
    expect(statistics.viewCount).toMatch(/^\d+$/);
  });

  it('videos.list with only unknown ids is a 200 with empty items', async () => {
    const { status, json } = await get('/v3/videos', { part: 'id', id: 'nope0000000' });
    expect(status).toBe(200);
    expect(json.items).toEqual([]);
    expect(json.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 0 });
  });

  it('videos.list chart=mostPopular pages with maxResults', async () => {
    const answer = await get('/v3/videos', {
      part: 'snippet',
      chart: 'mostPopular',
      maxResults: 12,
      regionCode: 'US',
    });
    expect(itemsOf(answer)).toHaveLength(12);
    expect(answer.json.nextPageToken).toEqual(expect.any(String));
    expect((answer.json.pageInfo as { resultsPerPage: number }).resultsPerPage).toBe(12);
  });

  it('channels.list by handle (any case, with or without @), id and username', async () => {
    for (const forHandle of ['@jordanvaleedits', 'JordanValeEdits', '@JORDANVALEEDITS']) {
      const answer = await get('/v3/channels', {
        part: 'snippet,statistics,contentDetails',
        forHandle,
      });
      expect(answer.json.pageInfo).toEqual({ totalResults: 1, resultsPerPage: 5 });
      expect(itemsOf(answer)[0]?.id).toBe(ownerChannelId);
    }
    const byId = await get('/v3/channels', { part: 'contentDetails', id: ownerChannelId });
    expect(itemsOf(byId)[0]?.contentDetails).toEqual({
      relatedPlaylists: { likes: '', uploads: uploadsPlaylistId(ownerChannelId) },
    });
    const byUsername = await get('/v3/channels', { part: 'id', forUsername: 'jordanvaleedits' });
    const [channel] = itemsOf(byUsername);
    expect(Object.keys(channel ?? {})).toEqual(['kind', 'etag', 'id']);
    expect(channel?.id).toBe(ownerChannelId);
  });

  it('channels.list with nothing found is a 200 without an items key', async () => {
    const { status, json } = await get('/v3/channels', {
      part: 'snippet',
      forHandle: '@nobody-here',
    });
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['kind', 'etag', 'pageInfo']);
    expect(json.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 5 });
  });

  it('hides subscriberCount for the channel that hides it', async () => {
    const { json } = await get('/v3/channels', {
      part: 'statistics',
      forHandle: 'quietframefilms',
    });
    const statistics = (json.items as { statistics: Record<string, unknown> }[])[0]?.statistics;
    expect(statistics).toMatchObject({ hiddenSubscriberCount: true });
    expect(statistics).not.toHaveProperty('subscriberCount');
  });

  it('search by q (relevance and date), type and category', async () => {
    const relevance = await get('/v3/search', {
      part: 'snippet',
      q: 'color grading',
      type: 'video',
      maxResults: 10,
    });
    expect(relevance.json.kind).toBe('youtube#searchListResponse');
    expect(relevance.json.regionCode).toBe('US');
    expect(itemsOf(relevance)).toHaveLength(10);
    const byDate = await get('/v3/search', {
      part: 'snippet',
      q: 'color grading',
      type: 'video',
      order: 'date',
      maxResults: 25,
    });
    const dates = itemsOf(byDate).map(
      (item) => (item.snippet as { publishedAt: string }).publishedAt,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
    const channels = await get('/v3/search', {
      part: 'snippet',
      q: 'jordan vale',
      type: 'channel',
      maxResults: 1,
    });
    expect(itemsOf(channels)[0]?.id).toEqual({
      kind: 'youtube#channel',
      channelId: ownerChannelId,
    });
    const education = await get('/v3/search', {
      part: 'id',
      q: 'typescript',
      type: 'video',
      videoCategoryId: 27,
      videoEmbeddable: 'true',
      maxResults: 25,
    });
    expect(itemsOf(education).length).toBeGreaterThan(0);
  });

  it('search by channelId in date order', async () => {
    const answer = await get('/v3/search', {
      part: 'snippet',
      channelId: ownerChannelId,
      order: 'date',
      type: 'video',
      maxResults: 10,
    });
    const items = itemsOf(answer);
    expect(items).toHaveLength(10);
    for (const item of items)
      expect((item.snippet as { channelId: string }).channelId).toBe(ownerChannelId);
  });

  it('playlists.list by channelId and id', async () => {
    const byChannel = await get('/v3/playlists', {
      part: 'snippet,contentDetails',
      channelId: ownerChannelId,
      maxResults: 2,
    });
    expect(byChannel.json.kind).toBe('youtube#playlistListResponse');
    expect(itemsOf(byChannel)).toHaveLength(2);
    const byId = await get('/v3/playlists', { part: 'contentDetails', id: portfolioPlaylistId });
    expect(itemsOf(byId)[0]?.contentDetails).toEqual({ itemCount: 14 });
  });

  it('commentThreads pages up to 100 without prevPageToken; textFormat switches textDisplay', async () => {
    const first = await get('/v3/commentThreads', {
      part: 'snippet',
      videoId: commentHeavyVideoId,
      maxResults: 100,
    });
    expect(first.json.kind).toBe('youtube#commentThreadListResponse');
    expect(itemsOf(first)).toHaveLength(100);
    const second = await get('/v3/commentThreads', {
      part: 'snippet',
      videoId: commentHeavyVideoId,
      maxResults: 100,
      pageToken: first.json.nextPageToken as string,
    });
    expect(itemsOf(second)).toHaveLength(100);
    expect(second.json).not.toHaveProperty('prevPageToken');
    const plain = await get('/v3/commentThreads', {
      part: 'snippet',
      videoId: commentHeavyVideoId,
      maxResults: 100,
      textFormat: 'plainText',
    });
    const display = (answer: typeof first) =>
      itemsOf(answer).map(
        (item) =>
          (
            item.snippet as {
              topLevelComment: { snippet: { textDisplay: string; textOriginal: string } };
            }
          ).topLevelComment.snippet,
      );
    expect(display(plain).every((s) => s.textDisplay === s.textOriginal)).toBe(true);
    expect(display(first).some((s) => s.textDisplay !== s.textOriginal)).toBe(true);
  });

  it('videoCategories by id', async () => {
    const answer = await get('/v3/videoCategories', { part: 'snippet', id: '27' });
    expect(itemsOf(answer)[0]).toMatchObject({
      kind: 'youtube#videoCategory',
      id: '27',
      snippet: { title: 'Education', assignable: true, channelId: 'UCBR8-60-B28hp2BmDPdntcQ' },
    });
  });
});

describe('variety fixtures', () => {
  interface Item {
    snippet: Record<string, unknown> & { title: string; resourceId: { videoId: string } };
    contentDetails: Record<string, unknown>;
    status: { privacyStatus: string };
  }

  it('lists deleted and private videos in the mixed playlist as the real API does', async () => {
    const answer = await get('/v3/playlistItems', {
      part: 'snippet,contentDetails,status',
      playlistId: mixedPlaylistId,
      maxResults: 50,
    });
    expect(answer.json.pageInfo).toEqual({ totalResults: 12, resultsPerPage: 50 });
    const items = itemsOf(answer) as unknown as Item[];
    const byId = new Map(items.map((item) => [item.snippet.resourceId.videoId, item]));
    for (const id of deletedVideoIds) {
      const item = byId.get(id);
      expect(item?.snippet).toMatchObject({ title: 'Deleted video', thumbnails: {} });
      expect(item?.snippet).not.toHaveProperty('videoOwnerChannelId');
      expect(item?.contentDetails).toEqual({ videoId: id });
      expect(item?.status).toEqual({ privacyStatus: 'privacyStatusUnspecified' });
    }
    const hidden = byId.get(privateVideoId);
    expect(hidden?.snippet).toMatchObject({ title: 'Private video', thumbnails: {} });
    expect(hidden?.snippet).not.toHaveProperty('videoOwnerChannelTitle');
    expect(hidden?.contentDetails).toEqual({ videoId: privateVideoId });
    expect(hidden?.status).toEqual({ privacyStatus: 'private' });
    const playable = items.filter((item) => item.status.privacyStatus === 'public');
    expect(playable).toHaveLength(9);
    for (const item of playable) {
      expect(item.contentDetails.videoPublishedAt).toEqual(expect.any(String));
      expect(item.snippet.videoOwnerChannelId).toEqual(expect.any(String));
    }
    // The playlist's own cover is its first video that still plays.
    const list = await get('/v3/playlists', { part: 'snippet', id: mixedPlaylistId });
    const cover = (itemsOf(list)[0]?.snippet as { thumbnails: { default: { url: string } } })
      .thumbnails.default.url;
    expect(cover).toContain(`/thumbs/${demoReelVideoId}/`);
  });

  it('leaves deleted and private videos out of videos.list', async () => {
    const answer = await get('/v3/videos', {
      part: 'id',
      id: [...deletedVideoIds, privateVideoId, noCommentsVideoId].join(','),
    });
    expect(itemsOf(answer).map((video) => video.id)).toEqual([noCommentsVideoId]);
  });

  it('answers 200 with no threads for a video with comments enabled and none written', async () => {
    const video = await get('/v3/videos', { part: 'statistics', id: noCommentsVideoId });
    expect((itemsOf(video)[0]?.statistics as { commentCount: string }).commentCount).toBe('0');
    const threads = await get('/v3/commentThreads', {
      part: 'snippet',
      videoId: noCommentsVideoId,
      maxResults: 100,
    });
    expect(threads.status).toBe(200);
    expect(threads.json.items).toEqual([]);
    expect(threads.json).not.toHaveProperty('nextPageToken');
  });

  it('serves the channel without uploads, whose uploads playlist answers 404', async () => {
    const channel = await get('/v3/channels', {
      part: 'statistics,contentDetails,brandingSettings',
      forHandle: '@BlankCanvasStudio',
    });
    const [item] = itemsOf(channel) as {
      id: string;
      statistics: Record<string, unknown>;
      contentDetails: { relatedPlaylists: { uploads: string } };
      brandingSettings: { channel: Record<string, unknown> };
    }[];
    expect(item?.id).toBe(emptyChannelId);
    expect(item?.statistics).toMatchObject({ videoCount: '0', viewCount: '0' });
    expect(item?.brandingSettings.channel).not.toHaveProperty('keywords');
    const uploads = await get('/v3/playlistItems', {
      part: 'snippet',
      playlistId: item?.contentDetails.relatedPlaylists.uploads ?? '',
    });
    expect(uploads.status).toBe(404);
    expect(errorOf(uploads.json).errors[0]?.reason).toBe('playlistNotFound');
  });

  it('writes quoted multi-word keywords the site parses back', async () => {
    const answer = await get('/v3/channels', { part: 'brandingSettings', id: steadyChannelId });
    const keywords = (itemsOf(answer)[0]?.brandingSettings as { channel: { keywords: string } })
      .channel.keywords;
    expect(keywords).toBe('edición "corrección de color" "davinci resolve" "cine independiente"');
    expect(parseChannelKeywords(keywords)).toEqual([
      'edición',
      'corrección de color',
      'davinci resolve',
      'cine independiente',
    ]);
  });

  it('gives the variety channels their playlists', async () => {
    const answer = await get('/v3/playlists', {
      part: 'id',
      channelId: freshChannelId,
      maxResults: 50,
    });
    expect(itemsOf(answer).map((list) => list.id)).toEqual([mixedPlaylistId]);
  });
});

describe('paging', () => {
  it(`walks the ${hugePlaylistSize}-item playlist in 24 pages of 50`, async () => {
    // The gaming channel owns the huge playlist.
    const gaming = await get('/v3/channels', { part: 'id', forHandle: 'novagamingarena' });
    const channelId = itemsOf(gaming)[0]?.id as string;
    const { json } = await get('/v3/playlists', {
      part: 'contentDetails',
      channelId,
      maxResults: 50,
    });
    const huge = (json.items as { id: string; contentDetails: { itemCount: number } }[]).find(
      (list) => list.contentDetails.itemCount === hugePlaylistSize,
    );
    expect(huge).toBeDefined();
    const seen = new Set<string>();
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await get('/v3/playlistItems', {
        part: 'snippet,contentDetails',
        playlistId: huge?.id ?? '',
        maxResults: 50,
        ...(pageToken ? { pageToken } : {}),
      });
      expect(page.status).toBe(200);
      expect(page.json.pageInfo).toEqual({ totalResults: hugePlaylistSize, resultsPerPage: 50 });
      if (pages > 0) expect(page.json.prevPageToken).toEqual(expect.any(String));
      for (const item of itemsOf(page)) seen.add(item.id as string);
      pageToken = page.json.nextPageToken as string | undefined;
      pages++;
    } while (pageToken);
    expect(pages).toBe(24);
    expect(seen.size).toBe(hugePlaylistSize);
  });

  it('rejects unknown and foreign page tokens with invalidPageToken', async () => {
    const first = await get('/v3/playlistItems', {
      part: 'id',
      playlistId: uploadsPlaylistId(ownerChannelId),
      maxResults: 5,
    });
    for (const params of [
      { part: 'id', playlistId: uploadsPlaylistId(ownerChannelId), pageToken: 'garbage' },
      {
        part: 'id',
        playlistId: portfolioPlaylistId,
        pageToken: first.json.nextPageToken as string,
      },
    ]) {
      const { status, json } = await get('/v3/playlistItems', params);
      expect(status).toBe(400);
      expect(errorOf(json).errors[0]?.reason).toBe('invalidPageToken');
    }
  });
});

describe('errors', () => {
  it('keys: missing → 403 forbidden, unknown → 400 keyInvalid, quota key → 403 quotaExceeded', async () => {
    const missing = await fetch(`${sandbox.apiBase}/videos?part=id&id=${demoReelVideoId}`);
    expect(missing.status).toBe(403);
    expect(errorOf((await missing.json()) as Record<string, unknown>)).toEqual({
      code: 403,
      message: 'The request is missing a valid API key.',
      errors: [
        {
          message: 'The request is missing a valid API key.',
          domain: 'global',
          reason: 'forbidden',
        },
      ],
      status: 'PERMISSION_DENIED',
    });
    const bad = await get('/v3/videos', { part: 'id', id: demoReelVideoId, key: 'nope' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.json)).toMatchObject({
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      errors: [
        {
          message: 'API key not valid. Please pass a valid API key.',
          domain: 'usageLimits',
          reason: 'keyInvalid',
        },
      ],
      status: 'INVALID_ARGUMENT',
    });
    const quota = await get('/v3/search', {
      part: 'snippet',
      q: 'x',
      key: 'sandbox-quota-exceeded',
    });
    expect(quota.status).toBe(403);
    expect(errorOf(quota.json)).toEqual({
      code: 403,
      message:
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      errors: [
        {
          message:
            'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          domain: 'youtube.quota',
          reason: 'quotaExceeded',
        },
      ],
    });
    expect(quota.text).toContain('\\u003ca href');
  });

  it('comments disabled → 403 commentsDisabled; unknown video → 404 videoNotFound', async () => {
    const disabled = await get('/v3/commentThreads', {
      part: 'snippet',
      videoId: commentsDisabledVideoId,
    });
    expect(disabled.status).toBe(403);
    expect(errorOf(disabled.json).errors[0]).toMatchObject({
      domain: 'youtube.commentThread',
      reason: 'commentsDisabled',
      location: 'videoId',
      locationType: 'parameter',
    });
    const unknown = await get('/v3/commentThreads', { part: 'snippet', videoId: 'nope0000000' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.json).errors[0]?.reason).toBe('videoNotFound');
  });

  it('unknown playlist → 404 playlistNotFound with the real error JSON', async () => {
    const { status, json } = await get('/v3/playlistItems', {
      part: 'snippet',
      playlistId: 'PLdoesnotexist0000000000000000000',
    });
    expect(status).toBe(404);
    const message =
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.";
    expect(errorOf(json)).toEqual({
      code: 404,
      message,
      errors: [
        {
          message,
          domain: 'youtube.playlistItem',
          reason: 'playlistNotFound',
          location: 'playlistId',
          locationType: 'parameter',
        },
      ],
    });
  });

  it.each([
    ['/v3/videos', { id: demoReelVideoId }, 'required'],
    ['/v3/videos', { part: 'snippet,bogus', id: demoReelVideoId }, 'unknownPart'],
    ['/v3/search', { part: 'snippet', maxResults: 51 }, 'invalidParameter'],
    [
      '/v3/commentThreads',
      { part: 'snippet', videoId: commentHeavyVideoId, maxResults: 101 },
      'invalidParameter',
    ],
    [
      '/v3/commentThreads',
      { part: 'snippet', videoId: commentHeavyVideoId, maxResults: 0 },
      'invalidParameter',
    ],
    [
      '/v3/videos',
      { part: 'id', id: Array.from({ length: 51 }, (_, i) => `v${i}`).join(',') },
      'invalidFilters',
    ],
    ['/v3/search', { part: 'id', q: 'x', videoCategoryId: 27 }, 'invalidSearchFilter'],
    ['/v3/videos', { part: 'id' }, 'missingRequiredParameter'],
    [
      '/v3/videos',
      { part: 'id', id: demoReelVideoId, chart: 'mostPopular' },
      'incompatibleParameters',
    ],
  ] as const)('%s %o → 400 %s', async (path, params, reason) => {
    const { status, json } = await get(path, params);
    expect(status).toBe(400);
    expect(errorOf(json).errors[0]?.reason).toBe(reason);
  });

  it('playlists of an unknown channel → 404 channelNotFound', async () => {
    const { status, json } = await get('/v3/playlists', {
      part: 'snippet',
      channelId: 'UCnobody000000000000000A',
    });
    expect(status).toBe(404);
    expect(errorOf(json).errors[0]).toMatchObject({
      domain: 'youtube.playlist',
      reason: 'channelNotFound',
    });
  });
});

describe('media', () => {
  it('serves thumbnails at the absolute URLs it hands out; maxres only for HD', async () => {
    const { json } = await get('/v3/videos', {
      part: 'snippet,contentDetails',
      chart: 'mostPopular',
      maxResults: 50,
    });
    const videos = json.items as {
      snippet: { thumbnails: Record<string, { url: string; width: number }> };
      contentDetails: { definition: string };
    }[];
    for (const video of videos) {
      expect('maxres' in video.snippet.thumbnails).toBe(video.contentDetails.definition === 'hd');
    }
    const url = videos[0]?.snippet.thumbnails.medium?.url ?? '';
    expect(url.startsWith(`${sandbox.url}/thumbs/`)).toBe(true);
    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('width="320" height="180"');
  });

  it('builds URLs with the mount prefix when reached under /sandbox/youtube', async () => {
    const response = await fetch(
      `${sandbox.url}/sandbox/youtube/v3/channels?part=snippet&id=${ownerChannelId}&key=sandbox-key`,
    );
    const json = (await response.json()) as {
      items: { snippet: { thumbnails: { default: { url: string } } } }[];
    };
    const avatar = json.items[0]?.snippet.thumbnails.default.url ?? '';
    expect(avatar).toBe(`${sandbox.url}/sandbox/youtube/avatars/${ownerChannelId}.svg?s=88`);
    expect((await fetch(avatar)).status).toBe(200);
  });

  it('timedtext: srv3 for captioned videos, an empty 200 for the others', async () => {
    const captioned = await fetch(`${sandbox.timedTextBase}?v=${demoReelVideoId}&lang=en&fmt=srv3`);
    const xml = await captioned.text();
    expect(xml).toContain('<timedtext format="3">');
    expect(xml).toMatch(/<p t="\d+" d="\d+">[^<]+<\/p>/);
    const uncaptioned = await fetch(`${sandbox.timedTextBase}?v=nope0000000&lang=en&fmt=srv3`);
    expect(uncaptioned.status).toBe(200);
    expect(await uncaptioned.text()).toBe('');
  });
});

describe('faults', () => {
  it('answers the given share of requests with 500 backendError, reproducibly', async () => {
    const faulty = await startYouTubeSandbox({ faultRate: 0.5 });
    try {
      const statuses = [];
      for (let i = 0; i < 20; i++) {
        const response = await fetch(
          `${faulty.apiBase}/videoCategories?part=snippet&regionCode=US&key=sandbox-key`,
        );
        statuses.push(response.status);
        if (response.status === 500) {
          const json = (await response.json()) as Record<string, unknown>;
          expect(errorOf(json).errors[0]?.reason).toBe('backendError');
        } else await response.text();
      }
      expect(statuses).toContain(500);
      expect(statuses).toContain(200);
    } finally {
      await faulty.close();
    }
  });
});
