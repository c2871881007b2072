/**
 * The portfolio page's reads, composed from the content service and the YouTube client: the
 * app's portfolio actors call these with the real services; tests call them with fakes. The
 * platform's videos become the domain's `PortfolioClip` here, once.
 */
import { parseIsoDuration } from '@/domain/youtube';
import { LATEST_VIDEO_SEARCH_RESULTS, pickLatestLongVideo } from '@/domain/portfolio/latestVideo';
import type { PortfolioClip, PortfolioMedia, PortfolioVideo } from '@/domain/portfolio/video';
import type { ContentService } from '../content';
import type { Video, YouTubeClient } from '../youtube';
// The normaliser alone: the app loads the clients themselves on first use.
import { pickThumbnail } from '../youtube/normalise';

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
 * The portfolio rows (database order, newest first, with their tags), each with its title,
 * thumbnail and duration from the platform, looked up in one `videos` call per 50 ids.
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
): Promise<PortfolioVideo[]> {
  const rows = await content.listPortfolioVideos(signal);
  if (rows.length === 0) return [];

  let videos: Video[];
  try {
    videos = await youtube.videos({ ids: rows.map((row) => row.video_id) }, DETAIL_PARTS, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('portfolio: video details could not be loaded; showing the rows alone', error);
    return rows;
  }

  const clips = clipsById(videos);
  const missing = rows.filter((row) => !clips.has(row.video_id)).map((row) => row.video_id);
  if (missing.length > 0) {
    console.warn(`portfolio: the platform did not return ${missing.join(', ')}; not shown`);
  }
  return rows.flatMap((row) => {
    const clip = clips.get(row.video_id);
    if (!clip) return [];
    const { title, thumbnailUrl, durationSeconds } = clip;
    return [{ ...row, title, thumbnailUrl, durationSeconds }];
  });
}

export interface PortfolioMediaIds {
  /** The owner's channel, searched for the latest upload. */
  channelId: string;
  /** The demo reel: the hero's video. */
  showreelId: string;
}

/**
 * Spec section 9's latest-video lookup, plus the demo reel's details for the hero's poster:
 * the channel's 10 newest videos (search, order date), then one `videos` call for their
 * durations and the reel's details; the latest upload is the first of 60 seconds or longer.
 */
export async function loadPortfolioMedia(
  youtube: Pick<YouTubeClient, 'search' | 'videos'>,
  { channelId, showreelId }: PortfolioMediaIds,
  signal: AbortSignal,
): Promise<PortfolioMedia> {
  const results = await youtube.search(
    { channelId, order: 'date', type: 'video', maxResults: LATEST_VIDEO_SEARCH_RESULTS },
    signal,
  );
  const newestIds = results.items.flatMap((item) =>
    item.id.kind === 'youtube#video' ? [item.id.videoId] : [],
  );
  const clips = clipsById(
    await youtube.videos({ ids: [showreelId, ...newestIds] }, DETAIL_PARTS, signal),
  );
  const newest = newestIds.flatMap((id) => {
    const clip = clips.get(id);
    return clip ? [{ id, durationSeconds: clip.durationSeconds, clip }] : [];
  });
  return {
    showreel: clips.get(showreelId) ?? null,
    latestUpload: pickLatestLongVideo(newest)?.clip ?? null,
  };
}
