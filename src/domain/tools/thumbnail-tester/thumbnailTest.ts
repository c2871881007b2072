/**
 * The thumbnail tester's rules (docs/product.md, thumbnail-tester): the preview's
 * layouts and fake figures, the comparison's source and its messages, the trending and channel
 * limits, and where the visitor's own entry sits in the grid.
 *
 * Layout sizes (CSS pixels, as YouTube's desktop and mobile pages draw them):
 * - Home: Large   360×202 thumbnail (home grid card, with the channel's 36 px avatar);
 * - Home: Small   246×138 thumbnail (a narrower home grid of 5+ columns, avatar hidden);
 * - Sidebar       168×94 thumbnail (the watch page's "up next" list, text to the right);
 * - Mobile: Column 358×201 thumbnail (the mobile home feed at 390 px, full width less 16 px).
 */
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import { relativeTime } from '@/domain/time/relativeTime';
import { formatCompactCount } from '@/domain/youtube/compactCount';
import { formatDuration } from '@/domain/youtube/duration';

/** docs/product.md, thumbnail-tester. */
export const THUMBNAIL_TEST_MESSAGES = {
  blankChannel: 'Please enter a channel URL',
  invalidChannel: 'Please enter a valid YouTube channel URL',
  channelFailed:
    'Failed to load channel videos. Please make sure the channel URL is correct and try again.',
  trendingFailed: 'Failed to load YouTube comparison. Please try again.',
} as const;

/** docs/product.md, thumbnail-tester: the fake figures every layout shows. */
export const PREVIEW_DURATION = '14:56';
export const PREVIEW_META = '123K views • 1 hour ago';

/** docs/product.md, thumbnail-tester. */
export const TRENDING_FETCHED = 12;
export const COMPARISON_VIDEOS = 11;
export const CHANNEL_UPLOADS_READ = 50;
export const MIN_CHANNEL_VIDEO_SECONDS = 61;

/** A layout preset: name, class, showProfile. */
export interface LayoutPreset {
  name: string;
  id: 'home-large' | 'home-small' | 'sidebar' | 'mobile-column';
  showProfile: boolean;
  /** The thumbnail's drawn size in CSS pixels (see above). */
  width: number;
  height: number;
}

/** The home grid's card, also the comparison grid's. */
export const HOME_LARGE: LayoutPreset = {
  name: 'Home: Large',
  id: 'home-large',
  showProfile: true,
  width: 360,
  height: 202,
};

export const LAYOUT_PRESETS: readonly LayoutPreset[] = [
  HOME_LARGE,
  { name: 'Home: Small', id: 'home-small', showProfile: false, width: 246, height: 138 },
  { name: 'Sidebar', id: 'sidebar', showProfile: false, width: 168, height: 94 },
  { name: 'Mobile: Column', id: 'mobile-column', showProfile: false, width: 358, height: 201 },
];

export type PreviewTheme = 'dark' | 'light';

export type ComparisonSource = 'trending' | 'channel';

/** What the comparison's form submits. */
export type ComparisonParams = { source: string | undefined; channel: string | undefined };

export type ComparisonQuery = { source: 'trending' } | { source: 'channel'; channel: ChannelRef };

/** Trending needs nothing; a channel needs a URL `parseChannelRef` reads. */
export function readComparisonParams(params: {
  source: string;
  channel: string;
}): InputResult<ComparisonQuery> {
  if (params.source !== 'channel') return accept({ source: 'trending' });
  if (params.channel === '') return reject(THUMBNAIL_TEST_MESSAGES.blankChannel);
  const ref = parseChannelRef(params.channel);
  return ref === null
    ? reject(THUMBNAIL_TEST_MESSAGES.invalidChannel)
    : accept({ source: 'channel', channel: ref });
}

/** A comparison tile (a real video of the grid). */
export interface ComparisonVideo {
  id: string;
  title: string;
  channelTitle: string;
  thumbnailUrl: string | null;
  /** The channel's avatar, null when unknown. */
  channelAvatarUrl: string | null;
  /** The duration badge ('12:04'), null when unknown: drawn like the visitor's '14:56'. */
  duration: string | null;
  /** '1.2M views • 3 days ago', as the visitor's tile shows its fake figures; null when unknown. */
  meta: string | null;
}

/** What YouTube says about a real video, for its tile's badge and meta line. */
export interface VideoFigures {
  viewCount: number | null;
  durationSeconds: number | null;
  publishedAt: string | null;
}

/**
 * A real video's badge and meta line, written the way the visitor's tile is ('14:56',
 * '123K views • 1 hour ago'), so that no tile stands out by what it shows. A hidden view count
 * leaves the views out; a live stream (no duration) has no badge.
 */
export function videoFigures(
  { viewCount, durationSeconds, publishedAt }: VideoFigures,
  now: number,
): Pick<ComparisonVideo, 'duration' | 'meta'> {
  const parts = [
    viewCount === null ? null : `${formatCompactCount(viewCount)} views`,
    publishedAt === null ? null : relativeTime(publishedAt, now),
  ].filter((part): part is string => Boolean(part));
  return {
    duration: durationSeconds ? formatDuration(durationSeconds) : null,
    meta: parts.length > 0 ? parts.join(' • ') : null,
  };
}

export interface Comparison {
  source: ComparisonSource;
  /** The channel's title in channel mode. */
  channelTitle: string | null;
  videos: readonly ComparisonVideo[];
}

/** The visitor's entry, as a tile shows it. */
export interface ThumbnailEntry {
  title: string;
  thumbnailUrl: string;
  profilePictureUrl: string | null;
  channelTitle: string;
}

export type ComparisonTile =
  { isUser: true; entry: ThumbnailEntry } | { isUser: false; video: ComparisonVideo };

/** A random number in [0, 1), as Math.random gives (injected so tests are deterministic). */
export type RandomSource = () => number;

/** A random slot among `slots` (0-based). */
export function randomPosition(random: RandomSource, slots: number): number {
  if (slots <= 1) return 0;
  return Math.min(slots - 1, Math.floor(random() * slots));
}

/** Another slot than `current` among `slots` (the same one when there is only one). */
export function shufflePosition(random: RandomSource, slots: number, current: number): number {
  if (slots <= 1) return 0;
  const pick = randomPosition(random, slots - 1);
  return pick >= current ? pick + 1 : pick;
}

/** The grid: the videos with the visitor's entry at `position` (clamped to the grid). */
export function placeEntry(
  videos: readonly ComparisonVideo[],
  entry: ThumbnailEntry,
  position: number,
): ComparisonTile[] {
  const tiles: ComparisonTile[] = videos.map((video) => ({ isUser: false, video }));
  const at = Math.max(0, Math.min(tiles.length, position));
  tiles.splice(at, 0, { isUser: true, entry });
  return tiles;
}

/** docs/product.md, thumbnail-tester: a channel's uploads of at least 61 s, the first 11. */
export function pickChannelVideos<T extends { durationSeconds: number | null }>(
  uploads: readonly T[],
): T[] {
  return uploads
    .filter((video) => (video.durationSeconds ?? 0) >= MIN_CHANNEL_VIDEO_SECONDS)
    .slice(0, COMPARISON_VIDEOS);
}

/** What the visitor's tile says when no title was typed. */
export const UNTITLED_ENTRY = 'Your video title';
/** The channel name shown under the visitor's entry. */
export const ENTRY_CHANNEL = 'Your channel';
