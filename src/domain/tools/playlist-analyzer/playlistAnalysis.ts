/**
 * The playlist analyzer's summary (docs/product.md, playlist-analyzer): the figures of a
 * playlist's playable videos. Deleted and private items are counted apart and left out of every
 * figure; an average is over the videos that report its count (hidden likes, disabled comments).
 */
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';
import { videoCategoryName } from '@/domain/tool-kit/videoCategories';
import { formatCount } from '@/domain/format/count';

export const PLAYLIST_ANALYZER_MESSAGES = {
  invalid: 'Invalid playlist URL or ID',
  failed: 'An error occurred while analyzing the playlist. Please try again.',
  notFound: 'Playlist not found',
} as const;

/** docs/product.md, playlist-analyzer: top 5 tags. */
export const TOP_TAG_COUNT = 5;
/** An extra: the playlist's running time at these playback speeds. */
export const PLAYBACK_SPEEDS = [1.25, 1.5, 1.75, 2] as const;

/** One playable video of the playlist, as the summary reads it. */
export interface PlaylistVideo {
  id: string;
  title: string;
  channelId: string;
  publishedAt: string;
  durationSeconds: number;
  /** Null when not reported. */
  views: number | null;
  /** Null when hidden. */
  likes: number | null;
  /** Null when comments are disabled. */
  comments: number | null;
  tags: readonly string[];
  categoryId: string | null;
  /** snippet.defaultAudioLanguage, else defaultLanguage. */
  language: string | null;
}

/** A video's channel: its figures the summary reads. */
export type PlaylistChannel = Pick<ChannelFigures, 'id' | 'title' | 'subscribers'>;

export interface PlaylistVideoRef {
  id: string;
  title: string;
  /** Views for most/least viewed; the publish time for oldest/newest. */
  publishedAt: string;
  views: number | null;
}

export interface PlaylistChannelRow extends PlaylistChannel {
  /** The playlist's videos from this channel. */
  videos: number;
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface SpeedDuration {
  speed: number;
  seconds: number;
}

export interface PlaylistSummary {
  playlistId: string;
  /** Items listed, playable or not. */
  items: number;
  /** Playable videos (each once). */
  videos: number;
  /** Deleted and private items. */
  unavailable: number;
  totalViews: number;
  averageViews: number | null;
  totalDurationSeconds: number;
  averageDurationSeconds: number | null;
  speeds: readonly SpeedDuration[];
  oldest: PlaylistVideoRef | null;
  newest: PlaylistVideoRef | null;
  mostViewed: PlaylistVideoRef | null;
  leastViewed: PlaylistVideoRef | null;
  averageLikes: number | null;
  /** Videos that show their likes. */
  likesReported: number;
  averageComments: number | null;
  /** Videos with comments enabled. */
  commentsReported: number;
  channels: readonly PlaylistChannelRow[];
  topTags: readonly NamedCount[];
  categories: readonly NamedCount[];
  languages: readonly NamedCount[];
}

/** What the run gives: a summary, or (a watch link without a list) the video to analyze. */
export type PlaylistAnalysis =
  { kind: 'summary'; summary: PlaylistSummary } | { kind: 'single-video'; videoId: string };

/** Mean of the numbers that are reported (null ones skipped), or null when none are. */
export function averageOfReported(values: readonly (number | null)[]): {
  average: number | null;
  reported: number;
} {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return { average: null, reported: 0 };
  return { average: known.reduce((a, b) => a + b, 0) / known.length, reported: known.length };
}

/** The running time at each of `PLAYBACK_SPEEDS`, whole seconds rounded. */
export function speedDurations(totalSeconds: number): SpeedDuration[] {
  return PLAYBACK_SPEEDS.map((speed) => ({ speed, seconds: Math.round(totalSeconds / speed) }));
}

/** Counts by name, most first, ties by name. */
function tally(names: readonly string[]): NamedCount[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The 5 tags most videos carry (case-insensitive, each counted once per video, shown as first
 * written).
 */
export function topTags(videos: readonly PlaylistVideo[], limit = TOP_TAG_COUNT): NamedCount[] {
  const shown = new Map<string, string>();
  const perVideo = videos.flatMap((video) => {
    const seen = new Set<string>();
    for (const tag of video.tags) {
      const key = tag.trim().toLowerCase();
      if (key === '') continue;
      if (!shown.has(key)) shown.set(key, tag.trim());
      seen.add(key);
    }
    return [...seen];
  });
  return tally(perVideo)
    .slice(0, limit)
    .map(({ name, count }) => ({ name: shown.get(name) ?? name, count }));
}

const languageNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    return null;
  }
})();

/** 'en' → 'English', 'es-419' → 'Latin American Spanish'; unknown codes as given. */
export function languageName(code: string): string {
  try {
    return languageNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const ref = (video: PlaylistVideo): PlaylistVideoRef => ({
  id: video.id,
  title: video.title,
  publishedAt: video.publishedAt,
  views: video.views,
});

function extreme(
  videos: readonly PlaylistVideo[],
  value: (video: PlaylistVideo) => number | null,
  better: (a: number, b: number) => boolean,
): PlaylistVideoRef | null {
  let best: PlaylistVideo | null = null;
  let bestValue = 0;
  for (const video of videos) {
    const current = value(video);
    if (current === null) continue;
    if (best === null || better(current, bestValue)) {
      best = video;
      bestValue = current;
    }
  }
  return best ? ref(best) : null;
}

const time = (video: PlaylistVideo) => {
  const ms = Date.parse(video.publishedAt);
  return Number.isNaN(ms) ? null : ms;
};

export interface PlaylistFacts {
  playlistId: string;
  /** Items listed, playable or not. */
  items: number;
  /** Items whose video is deleted or private. */
  unavailable: number;
  /** The playable videos, each once, in playlist order. */
  videos: readonly PlaylistVideo[];
  channels: readonly PlaylistChannel[];
}

/** The whole summary of a playlist's playable videos. */
export function summarizePlaylist({
  playlistId,
  items,
  unavailable,
  videos,
  channels,
}: PlaylistFacts): PlaylistSummary {
  const views = averageOfReported(videos.map((video) => video.views));
  const likes = averageOfReported(videos.map((video) => video.likes));
  const comments = averageOfReported(videos.map((video) => video.comments));
  const totalDurationSeconds = videos.reduce((sum, video) => sum + video.durationSeconds, 0);
  const byChannel = tally(videos.map((video) => video.channelId));
  const channelById = new Map(channels.map((channel) => [channel.id, channel]));
  return {
    playlistId,
    items,
    videos: videos.length,
    unavailable,
    totalViews: videos.reduce((sum, video) => sum + (video.views ?? 0), 0),
    averageViews: views.average,
    totalDurationSeconds,
    averageDurationSeconds: videos.length === 0 ? null : totalDurationSeconds / videos.length,
    speeds: speedDurations(totalDurationSeconds),
    oldest: extreme(videos, time, (a, b) => a < b),
    newest: extreme(videos, time, (a, b) => a > b),
    mostViewed: extreme(
      videos,
      (video) => video.views,
      (a, b) => a > b,
    ),
    leastViewed: extreme(
      videos,
      (video) => video.views,
      (a, b) => a < b,
    ),
    averageLikes: likes.average,
    likesReported: likes.reported,
    averageComments: comments.average,
    commentsReported: comments.reported,
    channels: byChannel.map(({ name: id, count }) => ({
      id,
      title: channelById.get(id)?.title ?? id,
      subscribers: channelById.get(id)?.subscribers ?? null,
      videos: count,
    })),
    topTags: topTags(videos),
    categories: tally(videos.map((video) => videoCategoryName(video.categoryId) ?? 'Other')),
    languages: tally(
      videos.map((video) => (video.language ? languageName(video.language) : 'Not stated')),
    ),
  };
}

/** What a screen reader hears when the summary arrives. */
export function playlistAnalysisSummary(analysis: PlaylistAnalysis): string {
  if (analysis.kind === 'single-video') return 'This link is a single video, not a playlist.';
  const { videos, unavailable } = analysis.summary;
  const count = (n: number, one: string, other: string) =>
    `${formatCount(n)} ${n === 1 ? one : other}`;
  return `Playlist summary ready: ${count(videos, 'video', 'videos')}${
    unavailable > 0 ? `, ${formatCount(unavailable)} unavailable` : ''
  }.`;
}
