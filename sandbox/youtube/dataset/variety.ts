/**
 * Hand-made fixtures for the channel, playlist and comment tools, beside the generated channels:
 *
 * - channels whose last upload is 3 days, 2½ weeks and 3 months before the reference time (the
 *   channel analyzer's "very active", "active" and "inactive"), and one with no uploads at all
 *   (its uploads playlist answers 404 playlistNotFound, as the real API does for an empty
 *   channel);
 * - a playlist mixing videos of several channels in English, Spanish, Japanese and French
 *   (audio language only), with two deleted items and one private item in it;
 * - a video with comments enabled and not a single comment (commentThreads answers 200 with no
 *   items, unlike `MayaNoCmt0A` whose comments are disabled).
 *
 * Ids are fixed and readable (they never depend on the seed). Upload times count back from the
 * reference time; counts come from their own stream of the seed, so adding these fixtures changed
 * nothing in the generated channels.
 */
import { commentsDisabledVideoId, demoReelVideoId } from './fixedContent.ts';
import { uploadsPlaylist } from './playlists.ts';
import { createRandom, deriveSeed } from '../../shared/random.ts';
import type { Random } from '../../shared/random.ts';
import { themes } from './themes.ts';
import type { ThemeName } from './themes.ts';
import { dayMs, hourMs, isoAt } from './time.ts';
import type { ChannelRecord, PlaylistRecord, VideoRecord } from './types.ts';

/** Last upload 3 days before the reference time ("very active"). */
export const freshChannelId = 'UCfreshCutsWeekly3Days0A';
/** Last upload 2½ weeks (17 days 12 hours) before the reference time ("active"). */
export const steadyChannelId = 'UCplanoLentoEstudio2Wk0A';
/** Last upload 92 days (3 months) before the reference time ("inactive"). */
export const dormantChannelId = 'UCdustyReels3MonthsAgo0A';
/** No uploads at all. */
export const emptyChannelId = 'UCblankCanvasNoUploads0A';

/** The newest upload of each of the three channels above. */
export const freshLatestVideoId = 'FreshCut03d';
export const steadyLatestVideoId = 'PlanoLnt17d';
export const dormantLatestVideoId = 'DustyRl092d';
/** Comments enabled (commentCount "0"), no comment threads. */
export const noCommentsVideoId = 'FreshNoCmt0';

/** Videos that no longer play: they show in the mixed playlist only, as the real API does. */
export const deletedVideoIds = ['DeletedVid0', 'DeletedVid1'] as const;
export const privateVideoId = 'PrivateVid0';
/** Owned by Fresh Cuts Weekly: 12 items, 9 playable (en, es, ja, fr), 2 deleted, 1 private. */
export const mixedPlaylistId = 'PLmixedPicksDeletedAndPrivate00001';

export type UnavailableReason = 'deleted' | 'private';

/** Each unavailable video and why, for playlistItems. */
export const unavailableVideos: ReadonlyMap<string, UnavailableReason> = new Map([
  [deletedVideoIds[0], 'deleted'],
  [deletedVideoIds[1], 'deleted'],
  [privateVideoId, 'private'],
]);

interface VarietyVideo {
  id: string;
  title: string;
  /** Age at the reference time, in days (fractions allowed). */
  daysAgo: number;
  durationSeconds: number;
  /** snippet.defaultLanguage; absent when the creator set none. */
  language?: string;
  /** snippet.defaultAudioLanguage when it differs from `language` (or `language` is absent). */
  audioLanguage?: string;
  /** Pinned comment count; otherwise drawn from the seed. */
  commentCount?: number;
}

interface VarietyChannel {
  id: string;
  title: string;
  handle: string;
  theme: ThemeName;
  country: string;
  defaultLanguage?: string;
  subscriberCount: number;
  about: string;
  keywords: readonly string[];
  categoryId: string;
  tags: readonly string[];
  /** Newest first. */
  uploads: readonly VarietyVideo[];
}

const varietyChannels: readonly VarietyChannel[] = [
  {
    id: freshChannelId,
    title: 'Fresh Cuts Weekly',
    handle: 'freshcutsweekly',
    theme: 'editing',
    country: 'US',
    defaultLanguage: 'en',
    subscriberCount: 48_500,
    about:
      'A new editing breakdown every week: real timelines, the shortcuts behind them and the reasons for every cut. Presets and project files linked in each description.',
    keywords: ['editing', 'premiere pro', 'video editing tips', 'vlog editing', 'shortcuts'],
    categoryId: '27',
    tags: ['video editing', 'premiere pro', 'editing tips', 'vlog', 'j-cut', 'shortcuts'],
    uploads: [
      {
        id: freshLatestVideoId,
        title: 'How I Cut a 10-Minute Vlog in One Hour',
        daysAgo: 3,
        durationSeconds: 734,
        language: 'en',
      },
      {
        id: noCommentsVideoId,
        title: 'Quiet Edit: Ambient B-Roll Session',
        daysAgo: 10,
        durationSeconds: 1_260,
        language: 'en',
        commentCount: 0,
      },
      {
        id: 'FreshCut17d',
        title: 'Premiere Pro Shortcuts I Use Every Day',
        daysAgo: 17,
        durationSeconds: 512,
        language: 'en',
      },
      {
        id: 'FreshCut24d',
        title: 'Cutting to the Beat #shorts',
        daysAgo: 24,
        durationSeconds: 45,
        language: 'en',
      },
      {
        id: 'FreshCut31d',
        title: 'The J-Cut Explained in 5 Minutes',
        daysAgo: 31,
        durationSeconds: 318,
      },
    ],
  },
  {
    id: steadyChannelId,
    title: 'Plano Lento Estudio',
    handle: 'planolento',
    theme: 'film',
    country: 'ES',
    defaultLanguage: 'es',
    subscriberCount: 27_300,
    about:
      'Edición, color y sonido para cine independiente, explicados paso a paso desde Valencia. Un vídeo nuevo cada dos semanas.',
    keywords: ['edición', 'corrección de color', 'davinci resolve', 'cine independiente'],
    categoryId: '1',
    tags: ['edición de vídeo', 'corrección de color', 'davinci resolve', 'cine', 'tutorial'],
    uploads: [
      {
        id: steadyLatestVideoId,
        title: 'Cómo etalonar en DaVinci Resolve: guía completa',
        daysAgo: 17.5,
        durationSeconds: 1_485,
        language: 'es',
      },
      {
        id: 'PlanoLnt31d',
        title: 'Corrección de color para principiantes',
        daysAgo: 31,
        durationSeconds: 902,
        language: 'es',
      },
      {
        id: 'PlanoLnt45d',
        title: 'Mi flujo de edición de documentales',
        daysAgo: 45,
        durationSeconds: 1_130,
        language: 'es',
      },
      {
        id: 'PlanoLnt60d',
        title: '5 errores al editar entrevistas',
        daysAgo: 60,
        durationSeconds: 655,
        language: 'es',
      },
    ],
  },
  {
    id: dormantChannelId,
    title: 'Dusty Reels アーカイブ',
    handle: 'dustyreels',
    theme: 'film',
    country: 'JP',
    defaultLanguage: 'ja',
    subscriberCount: 5_400,
    about:
      '古いフィルムの修復とデジタル化の記録です。Film restoration, scanning and grading, one reel at a time.',
    keywords: ['フィルム', 'film restoration', 'super 8', '8mm'],
    categoryId: '1',
    tags: ['フィルム', 'film restoration', 'super 8', 'scanning', 'color grading'],
    uploads: [
      {
        id: dormantLatestVideoId,
        title: 'フィルム風カラーグレーディングのやり方',
        daysAgo: 92,
        durationSeconds: 845,
        language: 'ja',
      },
      {
        id: 'DustyRl120d',
        title: '古いフィルムをデジタル化する方法',
        daysAgo: 120,
        durationSeconds: 1_322,
        language: 'ja',
      },
      {
        id: 'DustyRl250d',
        title: 'Restaurer une bobine 16 mm',
        daysAgo: 250,
        durationSeconds: 968,
        audioLanguage: 'fr',
      },
      {
        id: 'DustyRl400d',
        title: 'Super 8 Restoration Timelapse',
        daysAgo: 400,
        durationSeconds: 240,
        language: 'en',
      },
    ],
  },
  {
    id: emptyChannelId,
    title: 'Blank Canvas Studio',
    handle: 'blankcanvasstudio',
    theme: 'editing',
    country: 'US',
    subscriberCount: 120,
    about: 'Coming soon.',
    keywords: [],
    categoryId: '22',
    tags: [],
    uploads: [],
  },
];

/** The mixed playlist's items in order: videos of four channels with the unavailable ones. */
const mixedPlaylistItems: readonly string[] = [
  demoReelVideoId,
  steadyLatestVideoId,
  deletedVideoIds[0],
  dormantLatestVideoId,
  freshLatestVideoId,
  privateVideoId,
  commentsDisabledVideoId,
  'DustyRl250d',
  deletedVideoIds[1],
  'PlanoLnt45d',
  noCommentsVideoId,
  'DustyRl400d',
];

export interface BuiltVarietyChannel {
  channel: ChannelRecord;
  uploads: VideoRecord[];
  playlists: PlaylistRecord[];
  theme: ThemeName;
}

function description(random: Random, spec: VarietyChannel, video: VarietyVideo): string {
  const link = `https://${spec.handle}.example.com`;
  return random.chance(0.5)
    ? `${video.title}.\n\n${spec.about}\n\n${link}`
    : `${video.title}.\n\n${spec.about}`;
}

function buildVideo(
  random: Random,
  spec: VarietyChannel,
  video: VarietyVideo,
  referenceTime: number,
): VideoRecord {
  const viewCount = Math.max(
    40,
    Math.round(spec.subscriberCount * (random.logUniform(50, 1_500) / 1000)),
  );
  const record: VideoRecord = {
    id: video.id,
    channelId: spec.id,
    title: video.title,
    description: description(random, spec, video),
    tags: random.sample(spec.tags, random.int(2, spec.tags.length)),
    categoryId: spec.categoryId,
    publishedAt: isoAt(referenceTime - video.daysAgo * dayMs),
    durationSeconds: video.durationSeconds,
    definition: random.chance(0.85) ? 'hd' : 'sd',
    caption: random.chance(0.5),
    viewCount,
    likeCount: Math.round((viewCount * random.logUniform(10, 60)) / 1000),
    commentCount: video.commentCount ?? Math.round((viewCount * random.logUniform(2, 20)) / 10_000),
    embeddable: true,
    license: 'youtube',
    topicCategories: themes[spec.theme].topicCategories,
  };
  if (video.language !== undefined) record.defaultLanguage = video.language;
  if (video.audioLanguage !== undefined) record.defaultAudioLanguage = video.audioLanguage;
  return record;
}

function buildChannel(
  random: Random,
  spec: VarietyChannel,
  referenceTime: number,
): BuiltVarietyChannel {
  const uploads = spec.uploads.map((video) => buildVideo(random, spec, video, referenceTime));
  const oldest = uploads.at(-1)?.publishedAt;
  const trailer = uploads.reduce<VideoRecord | undefined>(
    (best, video) => (best === undefined || video.viewCount > best.viewCount ? video : best),
    undefined,
  );
  const channel: ChannelRecord = {
    id: spec.id,
    title: spec.title,
    handle: spec.handle,
    description: spec.about,
    country: spec.country,
    defaultLanguage: spec.defaultLanguage,
    publishedAt: isoAt(
      (oldest === undefined ? referenceTime : Date.parse(oldest)) - random.int(30, 400) * dayMs,
    ),
    subscriberCount: spec.subscriberCount,
    hiddenSubscriberCount: false,
    viewCount: uploads.reduce((sum, video) => sum + video.viewCount, 0),
    videoCount: uploads.length,
    keywords: spec.keywords,
    topicCategories: themes[spec.theme].topicCategories,
    trailerVideoId: trailer?.id,
  };
  // An empty channel has no uploads playlist to read (playlistItems: 404 playlistNotFound).
  const playlists = uploads.length === 0 ? [] : [uploadsPlaylist(spec.title, spec.id, uploads)];
  return { channel, uploads, playlists, theme: spec.theme };
}

/** The mixed playlist; `video` finds the playable items' records (for their publish times). */
function mixedPlaylist(
  video: (id: string) => VideoRecord | undefined,
  referenceTime: number,
): PlaylistRecord {
  const addedAt = mixedPlaylistItems.map((id, position) => {
    const published = video(id)?.publishedAt;
    // Playable items were added a day after they went out; the others on fixed past days.
    return published === undefined
      ? isoAt(referenceTime - (200 - position) * dayMs)
      : isoAt(Date.parse(published) + 26 * hourMs);
  });
  return {
    id: mixedPlaylistId,
    channelId: freshChannelId,
    title: 'Editing From Around the World',
    description: 'Favourite edits from other creators, in every language we could find.',
    publishedAt: isoAt(referenceTime - 420 * dayMs),
    videoIds: mixedPlaylistItems,
    addedAt,
  };
}

/**
 * The variety channels with their uploads and playlists, from their own stream of `seed`.
 * `video` looks up the generated videos the mixed playlist also holds (the owner's demo reel).
 */
export function buildVariety(
  seed: number,
  referenceTime: number,
  video: (id: string) => VideoRecord | undefined,
): BuiltVarietyChannel[] {
  const random = createRandom(deriveSeed(seed, 'variety'));
  const built = varietyChannels.map((spec) => buildChannel(random, spec, referenceTime));
  const own = new Map(built.flatMap((entry) => entry.uploads.map((item) => [item.id, item])));
  const fresh = built.find((entry) => entry.channel.id === freshChannelId);
  fresh?.playlists.push(mixedPlaylist((id) => own.get(id) ?? video(id), referenceTime));
  return built;
}
