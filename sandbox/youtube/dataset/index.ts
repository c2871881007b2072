/**
 * The whole sandbox dataset, generated from a seed: channels, their uploads and playlists, with
 * the lookups the API methods need, plus the hand-made variety fixtures (`variety.ts`: channels
 * by last-upload age, one without uploads, a playlist with deleted and private items). Comments
 * and captions are generated per video on demand.
 *
 * The ids tests and stories name are exported here.
 */
import { videoCategories } from './categories.ts';
import type { VideoCategoryRecord } from './categories.ts';
import { channelSpecs, ownerChannelId } from './channelSpecs.ts';
import type { ChannelSpec } from './channelSpecs.ts';
import { generateCaptions } from './captions.ts';
import { generateThreads } from './comments.ts';
import { ownerFixedVideos } from './fixedContent.ts';
import { curatedPlaylists, uploadsPlaylist, uploadsPlaylistId } from './playlists.ts';
import { createRandom } from '../../shared/random.ts';
import type { Random } from '../../shared/random.ts';
import { themes } from './themes.ts';
import { dayMs, defaultReferenceTime, isoAt } from './time.ts';
import type { ThemeName } from './themes.ts';
import type {
  CaptionCue,
  ChannelRecord,
  CommentThreadRecord,
  PlaylistRecord,
  VideoRecord,
} from './types.ts';
import { buildVariety, unavailableVideos } from './variety.ts';
import type { UnavailableReason } from './variety.ts';
import { generateUploads, withCommentsDisabled } from './videos.ts';

export { ownerChannelId } from './channelSpecs.ts';
export {
  commentHeavyThreadCount,
  commentHeavyVideoId,
  commentsDisabledVideoId,
  demoReelVideoId,
  portfolioPlaylistId,
} from './fixedContent.ts';
export { hugePlaylistSize, uploadsPlaylistId } from './playlists.ts';
export { defaultReferenceTime } from './time.ts';
export {
  deletedVideoIds,
  dormantChannelId,
  dormantLatestVideoId,
  emptyChannelId,
  freshChannelId,
  freshLatestVideoId,
  mixedPlaylistId,
  noCommentsVideoId,
  privateVideoId,
  steadyChannelId,
  steadyLatestVideoId,
} from './variety.ts';
export type { UnavailableReason } from './variety.ts';

export const defaultSeed = 20_250_601;
/** The chart (`chart=mostPopular`) is capped at about 200 videos, as the real one is. */
const chartSize = 200;

export interface DatasetOptions {
  seed?: number;
  /** "Now" for the dataset: uploads and comments lead up to it. */
  referenceTime?: number;
}

export interface Dataset {
  seed: number;
  channels: readonly ChannelRecord[];
  videos: readonly VideoRecord[];
  playlists: readonly PlaylistRecord[];
  categories: readonly VideoCategoryRecord[];
  /** Highest views first. */
  mostPopular: readonly VideoRecord[];
  channel(id: string): ChannelRecord | undefined;
  channelByHandle(handle: string): ChannelRecord | undefined;
  channelByUsername(username: string): ChannelRecord | undefined;
  video(id: string): VideoRecord | undefined;
  /** Why a video that playlists still list no longer plays ('deleted' or 'private'). */
  unavailableVideo(id: string): UnavailableReason | undefined;
  playlist(id: string): PlaylistRecord | undefined;
  playlistsOf(channelId: string): readonly PlaylistRecord[];
  /** Newest first. */
  uploadsOf(channelId: string): readonly VideoRecord[];
  threadsOf(videoId: string): readonly CommentThreadRecord[];
  captionsOf(videoId: string): readonly CaptionCue[];
}

interface BuiltChannel {
  channel: ChannelRecord;
  uploads: VideoRecord[];
  playlists: PlaylistRecord[];
  theme: ThemeName;
}

function buildChannel(random: Random, spec: ChannelSpec, referenceTime: number): BuiltChannel {
  const id = spec.id ?? `UC${random.id(22, 'AQgw')}`;
  const fixed = id === ownerChannelId ? ownerFixedVideos : [];
  let uploads = generateUploads({ random, spec, channelId: id, fixed, referenceTime });
  if (spec.handle === 'mayacodes')
    uploads = uploads.map((video, i) => (i === 2 ? withCommentsDisabled(video) : video));
  const oldest = Date.parse(uploads.at(-1)?.publishedAt ?? isoAt(referenceTime));
  const theme = themes[spec.theme];
  const channel: ChannelRecord = {
    id,
    title: spec.title,
    handle: spec.handle,
    legacyUsername: spec.legacyUsername,
    description: spec.about,
    country: spec.country,
    defaultLanguage: spec.country === 'DE' ? 'de' : undefined,
    publishedAt: isoAt(oldest - random.int(5, 400) * dayMs),
    subscriberCount: spec.subscriberCount,
    hiddenSubscriberCount: spec.hiddenSubscriberCount ?? false,
    viewCount: uploads.reduce((sum, video) => sum + video.viewCount, 0),
    videoCount: uploads.length,
    keywords: [spec.title, ...random.sample(theme.tags, 5)],
    topicCategories: theme.topicCategories,
    trailerVideoId: uploads.reduce((best, video) =>
      video.viewCount > best.viewCount ? video : best,
    ).id,
  };
  const playlists = [
    uploadsPlaylist(spec.title, id, uploads),
    ...curatedPlaylists(random, spec, id, uploads),
  ];
  return { channel, uploads, playlists, theme: spec.theme };
}

function indexBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const value = key(item);
    if (value !== undefined) map.set(value, item);
  }
  return map;
}

function memo<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

export function createDataset(options: DatasetOptions = {}): Dataset {
  const seed = options.seed ?? defaultSeed;
  const referenceTime = options.referenceTime ?? defaultReferenceTime;
  const random = createRandom(seed);
  const generated = channelSpecs.map((spec) => buildChannel(random, spec, referenceTime));
  const generatedVideos = indexBy(
    generated.flatMap((entry) => entry.uploads),
    (video) => video.id,
  );
  // The variety fixtures draw from their own stream: the generated channels stay as they were.
  const variety = buildVariety(seed, referenceTime, (id) => generatedVideos.get(id));
  const built: BuiltChannel[] = [...generated, ...variety];
  const byChannel = indexBy(built, (entry) => entry.channel.id);
  const videos = built.flatMap((entry) => entry.uploads);
  const playlists = built.flatMap((entry) => entry.playlists);
  const videoById = indexBy(videos, (video) => video.id);
  const channelById = indexBy(
    built.map((entry) => entry.channel),
    (channel) => channel.id,
  );
  const channels = [...channelById.values()];
  const playlistById = indexBy(playlists, (list) => list.id);
  const handles = indexBy(channels, (channel) => channel.handle.toLowerCase());
  const usernames = indexBy(channels, (channel) => channel.legacyUsername?.toLowerCase());
  const mostPopular = [...videos].sort((a, b) => b.viewCount - a.viewCount).slice(0, chartSize);
  const themeOf = (video: VideoRecord) => byChannel.get(video.channelId)?.theme ?? 'editing';
  return {
    seed,
    channels,
    videos,
    playlists,
    categories: videoCategories,
    mostPopular,
    channel: (id) => channelById.get(id),
    channelByHandle: (handle) => handles.get(handle.toLowerCase()),
    channelByUsername: (username) => usernames.get(username.toLowerCase()),
    video: (id) => videoById.get(id),
    unavailableVideo: (id) => unavailableVideos.get(id),
    playlist: (id) => playlistById.get(id),
    playlistsOf: (channelId) =>
      byChannel
        .get(channelId)
        ?.playlists.filter((list) => list.id !== uploadsPlaylistId(channelId)) ?? [],
    uploadsOf: (channelId) => byChannel.get(channelId)?.uploads ?? [],
    threadsOf: memo((videoId) => {
      const video = videoById.get(videoId);
      return video ? generateThreads(seed, video, referenceTime) : [];
    }),
    captionsOf: memo((videoId) => {
      const video = videoById.get(videoId);
      return video?.caption ? generateCaptions(seed, video, themeOf(video)) : [];
    }),
  };
}
