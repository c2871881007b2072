/**
 * Every field of every item the emulator returns exists in the YouTube Data API's schemas, with
 * the schema's type (uint64 counts as strings of digits), recursively, so the emulator cannot
 * invent fields. The schemas are the discovery document's, kept in the repository
 * (reference/youtube-v3-schemas.json, made by scripts/youtube-schemas.mjs).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerChannelId } from './dataset/channelSpecs.ts';
import { commentHeavyVideoId, portfolioPlaylistId } from './dataset/fixedContent.ts';
import { createDataset, mixedPlaylistId } from './dataset/index.ts';
import { startYouTubeSandbox } from './server.ts';
import type { YouTubeSandbox } from './server.ts';
import { apiClient } from './testing/apiClient.ts';
import { schemaViolations } from './testing/schemaCheck.ts';
import type { Discovery } from './testing/schemaCheck.ts';

const schemasFile = new URL('./reference/youtube-v3-schemas.json', import.meta.url);
const allChannelIds = createDataset()
  .channels.map((channel) => channel.id)
  .join(',');

const requests: [string, string, Record<string, string>][] = [
  ['SearchListResponse', '/v3/search', { part: 'snippet', q: 'editing', maxResults: '50' }],
  ['SearchListResponse', '/v3/search', { part: 'snippet', q: 'jordan', type: 'channel' }],
  [
    'VideoListResponse',
    '/v3/videos',
    {
      part: 'snippet,contentDetails,statistics,status,player,topicDetails',
      chart: 'mostPopular',
      maxResults: '50',
    },
  ],
  [
    'ChannelListResponse',
    '/v3/channels',
    {
      part: 'snippet,contentDetails,statistics,status,brandingSettings,topicDetails',
      id: allChannelIds,
    },
  ],
  [
    'PlaylistListResponse',
    '/v3/playlists',
    { part: 'snippet,contentDetails,status,player', channelId: ownerChannelId, maxResults: '50' },
  ],
  [
    'PlaylistItemListResponse',
    '/v3/playlistItems',
    { part: 'snippet,contentDetails,status', playlistId: portfolioPlaylistId, maxResults: '50' },
  ],
  [
    'PlaylistItemListResponse',
    '/v3/playlistItems',
    { part: 'snippet,contentDetails,status', playlistId: mixedPlaylistId, maxResults: '50' },
  ],
  [
    'CommentThreadListResponse',
    '/v3/commentThreads',
    { part: 'snippet,replies', videoId: commentHeavyVideoId, maxResults: '100' },
  ],
  ['VideoCategoryListResponse', '/v3/videoCategories', { part: 'snippet', regionCode: 'US' }],
];

describe('conformance with the YouTube Data API v3 schemas', () => {
  let sandbox: YouTubeSandbox;
  let discovery: Discovery;

  beforeAll(async () => {
    discovery = JSON.parse(readFileSync(schemasFile, 'utf8')) as Discovery;
    sandbox = await startYouTubeSandbox();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it.each(requests)('%s from %s', async (schema, route, params) => {
    const { status, json } = await apiClient(sandbox)(route, params);
    expect(status).toBe(200);
    expect((json.items as unknown[] | undefined)?.length).toBeGreaterThan(0);
    expect(schemaViolations(discovery, schema, json)).toEqual([]);
  });

  it('catches invented fields and wrong types', () => {
    const bad = {
      kind: 'x',
      pageInfo: { totalResults: '3' },
      invented: true,
      items: [
        { statistics: { viewCount: 12, likeCount: '1.5' }, snippet: { thumbnails: { huge: {} } } },
      ],
    };
    expect(schemaViolations(discovery, 'VideoListResponse', bad)).toEqual([
      'VideoListResponse.pageInfo.totalResults is not an integer ("3")',
      'VideoListResponse.invented is not in the schema',
      'VideoListResponse.items[0].statistics.viewCount is not a string (12)',
      'VideoListResponse.items[0].statistics.likeCount does not match format uint64 ("1.5")',
      'VideoListResponse.items[0].snippet.thumbnails.huge is not in the schema',
    ]);
  });
});
