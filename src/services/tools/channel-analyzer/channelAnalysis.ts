/**
 * The channel analyzer's run (docs/product.md, channel-analyzer): two dependent round trips of
 * 1 unit each, never `search` for an id, handle or username (see `lookUpChannel`):
 *
 *   1. channels (snippet, statistics, brandingSettings, contentDetails) by the reference;
 *   2. playlistItems of its uploads playlist, one page: the newest upload.
 *
 * A channel without uploads (a video count of 0, which skips the second call; no uploads
 * playlist; an empty one; or the 404 playlistNotFound YouTube answers for it) is analyzed all the
 * same: its activity reads 'No videos found'.
 * The reference time of "3 days ago" comes from the clock the app passes in, so runs are
 * deterministic in tests.
 */
import {
  analyzeChannelFacts,
  type ChannelAnalysis,
} from '@/domain/tools/channel-analyzer/channelAnalysis';
import { parseChannelKeywords } from '@/domain/youtube/channelKeywords';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import type { ChannelPart, PlaylistItem, YouTubeClient } from '@/services/youtube';
import { channelFigures } from '@/services/tool-kit/channelFigures';
import { lookUpChannel } from '@/services/tool-kit/channelLookup';
import { firstUploadsPage } from '@/services/tool-kit/channelUploads';
import type { YouTubeToolRun } from '@/services/tool-kit/toolRun';

/** Everything the analysis reads of the channel, in the call that finds it. */
export const CHANNEL_ANALYSIS_PARTS: readonly ChannelPart[] = [
  'snippet',
  'statistics',
  'brandingSettings',
  'contentDetails',
];

/** The reference time, in ms since the epoch. */
export type Clock = () => number;

/** The wall clock, as the app runs the analysis. */
export const systemClock: Clock = () => Date.now();

type LastUpload = { videoId: string; title: string | null; publishedAt: string };

/** The newest dated item of a page (deleted and private entries carry no date). */
export function newestUpload(items: readonly PlaylistItem[]): LastUpload | null {
  let newest: LastUpload | null = null;
  for (const item of items) {
    const publishedAt = item.contentDetails?.videoPublishedAt;
    const videoId = item.contentDetails?.videoId;
    if (!publishedAt || !videoId || !Number.isFinite(Date.parse(publishedAt))) continue;
    if (newest === null || Date.parse(publishedAt) > Date.parse(newest.publishedAt)) {
      newest = { videoId, title: item.snippet?.title ?? null, publishedAt };
    }
  }
  return newest;
}

/** Analyzes the channel `ref` points at, at the reference time `now()`. */
export async function analyzeChannel(
  yt: YouTubeClient,
  ref: ChannelRef,
  signal: AbortSignal,
  now: Clock = systemClock,
): Promise<ChannelAnalysis> {
  const { channel } = await lookUpChannel(yt, ref, signal, { parts: CHANNEL_ANALYSIS_PARTS });
  const lastUpload = newestUpload(
    await firstUploadsPage(yt, channel, ['snippet', 'contentDetails'], signal),
  );
  return analyzeChannelFacts(
    {
      ...channelFigures(channel),
      description: channel.snippet?.description ?? '',
      keywords: parseChannelKeywords(channel.brandingSettings?.channel?.keywords),
      lastUpload,
    },
    now(),
  );
}

/** The run as `runYouTubeTool` takes it, on the given clock. */
export const channelAnalysisRun =
  (now: Clock = systemClock): YouTubeToolRun<ChannelRef, ChannelAnalysis> =>
  (yt, ref, signal) =>
    analyzeChannel(yt, ref, signal, now);
