/**
 * The portfolio page's reads, composed from the content service and the YouTube client: the
 * app's portfolio actors call these with the real services; tests call them with fakes. The
 * platform's videos become the domain's `PortfolioClip` here, once.
 */
import { parseIsoDuration } from '@/domain/youtube';
import { uploadsPlaylistIdOf } from '@/domain/youtube/uploadsPlaylist';
import { LATEST_VIDEO_RESULTS, pickLatestLongVideo } from '@/domain/site/portfolio/latestVideo';
import type { PortfolioClip, PortfolioMedia, PortfolioVideo } from '@/domain/site/portfolio/video';
import type { ContentService } from '@/services/content';
import type { PlaylistItem, Video, YouTubeClient } from '@/services/youtube';
// The error class alone (a small module): the app loads the client itself on first use.
import { YouTubeError } from '@/services/youtube/errors';
// The normaliser alone: the app loads the clients themselves on first use.
import { pickThumbnail } from '@/services/youtube/normalise';
import { noPortfolioCache, type PortfolioCache } from './portfolioCache';

/** Title and thumbnail from the snippet, duration from the content details. */
const DETAIL_PARTS = ['snippet', 'contentDetails'] as const;

/**
 * 'high' (480x360) first: on the real platform it is the 16:9 frame letterboxed to 4:3, which
 * the cards crop back to 16:9 (object-fit: cover); 'medium' (320x180) is sharp only when small.
 */
const THUMBNAIL_PREFERENCE = ['high', 'medium', 'default'] as const;

/** A video as the page shows it; null when the platform left out the snippet. */
export function toClip(video: Video): PortfolioClip | null {
  if (!video.snippet) return null;
  return {
    videoId: video.id,
    title: video.snippet.title,
    thumbnailUrl: pickThumbnail(video.snippet.thumbnails, THUMBNAIL_PREFERENCE)?.url ?? null,
    durationSeconds: video.contentDetails ? parseIsoDuration(video.contentDetails.duration) : null,
  };
}

function clipsById(videos: readonly Video[]): Map<string, PortfolioClip> {
  const clips = new Map<string, PortfolioClip>();
  for (const video of videos) {
    const clip = toClip(video);
    if (clip) clips.set(clip.videoId, clip);
  }
  return clips;
}

/**
 * The clips of `ids`: those the cache still holds, the others from one `videos` call per 50 ids
 * (saved for the next visit). Ids the platform does not return are absent.
 */
async function clipsFor(
  youtube: Pick<YouTubeClient, 'videos'>,
  ids: readonly string[],
  cache: PortfolioCache,
  signal: AbortSignal,
): Promise<Map<string, PortfolioClip>> {
  const { found, missing } = cache.clips(ids);
  if (missing.length === 0) return found;
  const fetched = clipsById(await youtube.videos({ ids: missing }, DETAIL_PARTS, signal));
  cache.saveClips([...fetched.values()]);
  return new Map([...found, ...fetched]);
}

/**
 * The portfolio rows (database order, newest first, with their tags), each with its title,
 * thumbnail and duration from the platform: from the cache when a recent visit saved them,
 * else looked up in one `videos` call per 50 ids.
 *
 * - A row whose video the platform does not return (deleted, private, a typo in the table) is
 *   dropped, with a warning naming it: its embed could not play either, and the table has no
 *   title to show instead.
 * - If the platform cannot be asked at all (quota, network, timeout), the rows are kept as they are
 *   (the page shows their descriptions and the embeds still play) and the failure is logged.
 */
export async function loadPortfolioVideos(
  content: Pick<ContentService, 'listPortfolioVideos'>,
  youtube: Pick<YouTubeClient, 'videos'>,
  signal: AbortSignal,
  cache: PortfolioCache = noPortfolioCache,
): Promise<PortfolioVideo[]> {
  const rows = await content.listPortfolioVideos(signal);
  if (rows.length === 0) return [];

  let clips: Map<string, PortfolioClip>;
  try {
    clips = await clipsFor(
      youtube,
      rows.map((row) => row.videoId),
      cache,
      signal,
    );
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('portfolio: video details could not be loaded; showing the rows alone', error);
    return rows;
  }

  const missing = rows.filter((row) => !clips.has(row.videoId)).map((row) => row.videoId);
  if (missing.length > 0) {
    console.warn(`portfolio: the platform did not return ${missing.join(', ')}; not shown`);
  }
  return rows.flatMap((row) => {
    const clip = clips.get(row.videoId);
    if (!clip) return [];
    const { title, thumbnailUrl, durationSeconds } = clip;
    return [{ ...row, title, thumbnailUrl, durationSeconds }];
  });
}

export interface PortfolioMediaIds {
  /** The owner's channel, whose uploads give the latest upload. */
  channelId: string;
  /** The demo reel: the hero's video. */
  showreelId: string;
}

/** Newest first by publication (an uploads page may list a premiere out of order). */
const byPublishedDesc = (a: PlaylistItem, b: PlaylistItem) =>
  (b.contentDetails?.videoPublishedAt ?? '').localeCompare(
    a.contentDetails?.videoPublishedAt ?? '',
  );

/**
 * The channel's newest upload ids, newest first: the first page of its uploads playlist (1 unit,
 * where `search` would cost 100). The playlist's id is read from the channel id; if YouTube does
 * not know it, `channels` names the playlist (1 unit more).
 */
async function newestUploadIds(
  youtube: Pick<YouTubeClient, 'channels' | 'playlistItems'>,
  channelId: string,
  signal: AbortSignal,
): Promise<string[]> {
  const firstPage = async (playlistId: string) => {
    for await (const page of youtube.playlistItems(
      playlistId,
      { maxPages: 1, parts: ['contentDetails'] },
      signal,
    )) {
      return [...page.items]
        .filter((item) => item.contentDetails?.videoPublishedAt)
        .sort(byPublishedDesc)
        .slice(0, LATEST_VIDEO_RESULTS)
        .flatMap((item) => (item.contentDetails ? [item.contentDetails.videoId] : []));
    }
    return [];
  };
  const derived = uploadsPlaylistIdOf(channelId);
  if (derived) {
    try {
      return await firstPage(derived);
    } catch (error) {
      if (!(error instanceof YouTubeError && error.kind === 'not-found')) throw error;
    }
  }
  const [channel] = await youtube.channels({ id: channelId }, ['contentDetails'], signal);
  const named = channel?.contentDetails?.relatedPlaylists?.uploads;
  return named && named !== derived ? await firstPage(named) : [];
}

/**
 * The latest-video lookup (docs/product.md, portfolio), plus the demo reel's details for the hero's
 * poster: the channel's 10 newest uploads (its uploads playlist, not `search`), then one `videos`
 * call for their durations and the reel's details; the latest upload is the first of 60 seconds or
 * longer. A visit within hours of the last one reads both from the cache and asks nothing.
 */
export async function loadPortfolioMedia(
  youtube: Pick<YouTubeClient, 'channels' | 'playlistItems' | 'videos'>,
  { channelId, showreelId }: PortfolioMediaIds,
  signal: AbortSignal,
  cache: PortfolioCache = noPortfolioCache,
): Promise<PortfolioMedia> {
  const knownLatest = cache.latestUploadId();
  if (knownLatest !== undefined) {
    const known = await clipsFor(
      youtube,
      knownLatest ? [showreelId, knownLatest] : [showreelId],
      cache,
      signal,
    );
    return {
      showreel: known.get(showreelId) ?? null,
      latestUpload: knownLatest ? (known.get(knownLatest) ?? null) : null,
    };
  }
  const newestIds = await newestUploadIds(youtube, channelId, signal);
  const clips = await clipsFor(youtube, [showreelId, ...newestIds], cache, signal);
  const newest = newestIds.flatMap((id) => {
    const clip = clips.get(id);
    return clip ? [{ id, durationSeconds: clip.durationSeconds, clip }] : [];
  });
  const latestUpload = pickLatestLongVideo(newest)?.clip ?? null;
  cache.saveLatestUploadId(latestUpload?.videoId ?? null);
  return { showreel: clips.get(showreelId) ?? null, latestUpload };
}
