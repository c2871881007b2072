/**
 * The playlist analyzer's run (docs/product.md, playlist-analyzer): `playlistItems` in pages of
 * 50 to the end; each full batch of 50 video ids goes to `videos` (snippet, contentDetails,
 * statistics) while paging continues, and with it the videos' channels (statistics, snippet;
 * batched by 50) as the items name their owners; any channel no item named is asked for after
 * the videos. Progress is reported after each page, against `pageInfo.totalResults`.
 */
import {
  PLAYLIST_ANALYZER_MESSAGES,
  summarizePlaylist,
  type PlaylistAnalysis,
  type PlaylistChannel,
  type PlaylistVideo,
} from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { PlaylistInput } from '@/domain/youtube/playlistId';
import {
  MAX_IDS_PER_CALL,
  toCount,
  toDurationSeconds,
  YouTubeError,
  type Channel,
  type Video,
  type YouTubeClient,
} from '@/services/youtube';
import { channelFigures } from '@/services/tool-kit/channelFigures';
import { withPageProgress } from '@/services/tool-kit/toolRun';

const VIDEO_PARTS = ['snippet', 'contentDetails', 'statistics'] as const;
const CHANNEL_PARTS = ['statistics', 'snippet'] as const;

function toPlaylistVideo(video: Video): PlaylistVideo | null {
  const snippet = video.snippet;
  if (!snippet) return null;
  const statistics = video.statistics;
  return {
    id: video.id,
    title: snippet.title,
    channelId: snippet.channelId,
    publishedAt: snippet.publishedAt,
    durationSeconds: toDurationSeconds(video.contentDetails?.duration) ?? 0,
    views: toCount(statistics?.viewCount) ?? null,
    likes: toCount(statistics?.likeCount) ?? null,
    comments: toCount(statistics?.commentCount) ?? null,
    tags: snippet.tags ?? [],
    categoryId: snippet.categoryId ?? null,
    language: snippet.defaultAudioLanguage ?? snippet.defaultLanguage ?? null,
  };
}

function toPlaylistChannel(channel: Channel): PlaylistChannel {
  const { id, title, subscribers } = channelFigures(channel);
  return { id, title, subscribers };
}

interface Fetched {
  /** Each item's video id, in order ('' for an item without one). */
  itemVideoIds: string[];
  videos: Video[];
  channels: Channel[];
  /** The channels asked for so far. */
  askedChannels: Set<string>;
}

/**
 * Pages through the playlist; each batch of 50 video ids goes to `videos` while paging goes on,
 * together with the channels the items name as their videos' owners (`videoOwnerChannelId`)
 * that were not asked for yet, so the channels need no round trip of their own.
 */
async function fetchPlaylist(
  yt: YouTubeClient,
  playlistId: string,
  signal: AbortSignal,
  onProgress: (progress: ToolProgress) => void,
): Promise<Fetched> {
  const videoCalls: Promise<Video[]>[] = [];
  const channelCalls: Promise<Channel[]>[] = [];
  const askedChannels = new Set<string>();
  let pendingVideos: string[] = [];
  let pendingChannels: string[] = [];
  const flush = () => {
    if (pendingVideos.length > 0)
      videoCalls.push(yt.videos({ ids: pendingVideos }, VIDEO_PARTS, signal));
    if (pendingChannels.length > 0)
      channelCalls.push(yt.channels({ id: pendingChannels }, CHANNEL_PARTS, signal));
    pendingVideos = [];
    pendingChannels = [];
  };
  const itemVideoIds: string[] = [];
  const pages = withPageProgress(yt.playlistItems(playlistId, {}, signal), onProgress, {
    total: (first) => first.totalResults ?? null,
  });
  try {
    for await (const page of pages) {
      for (const item of page.items) {
        const id = item.contentDetails?.videoId ?? item.snippet?.resourceId.videoId ?? '';
        itemVideoIds.push(id);
        if (id) pendingVideos.push(id);
        const owner = item.snippet?.videoOwnerChannelId;
        if (owner && !askedChannels.has(owner)) {
          askedChannels.add(owner);
          pendingChannels.push(owner);
        }
        if (pendingVideos.length === MAX_IDS_PER_CALL) flush();
      }
    }
    flush();
    const [videos, channels] = await Promise.all([
      Promise.all(videoCalls),
      Promise.all(channelCalls),
    ]);
    return { itemVideoIds, videos: videos.flat(), channels: channels.flat(), askedChannels };
  } catch (error) {
    // Calls already sent must not end as unhandled rejections.
    void Promise.allSettled([...videoCalls, ...channelCalls]);
    throw error;
  }
}

async function analyzePlaylistId(
  yt: YouTubeClient,
  playlistId: string,
  signal: AbortSignal,
  onProgress: (progress: ToolProgress) => void,
): Promise<PlaylistAnalysis> {
  let fetched: Fetched;
  try {
    fetched = await fetchPlaylist(yt, playlistId, signal, onProgress);
  } catch (error) {
    if (error instanceof YouTubeError && error.kind === 'not-found') {
      throw new ToolFailure(PLAYLIST_ANALYZER_MESSAGES.notFound, false);
    }
    throw error;
  }
  const byId = new Map<string, PlaylistVideo>();
  for (const video of fetched.videos) {
    const row = toPlaylistVideo(video);
    if (row && !byId.has(row.id)) byId.set(row.id, row);
  }
  const videos = [...byId.values()];
  // Channels no item named as an owner (older items may not say) are asked for now.
  const missing = [...new Set(videos.map((video) => video.channelId))].filter(
    (id) => !fetched.askedChannels.has(id),
  );
  const late =
    missing.length === 0 ? [] : await yt.channels({ id: missing }, CHANNEL_PARTS, signal);
  // Items whose video did not come back (deleted, private) are the unavailable ones.
  const unavailable = fetched.itemVideoIds.filter((id) => !byId.has(id)).length;
  return {
    kind: 'summary',
    summary: summarizePlaylist({
      playlistId,
      items: fetched.itemVideoIds.length,
      unavailable,
      videos,
      channels: [...fetched.channels, ...late].map(toPlaylistChannel),
    }),
  };
}

/** The run: a playlist's summary, or for a single-video link the video (no call). */
export async function analyzePlaylist(
  yt: YouTubeClient,
  input: PlaylistInput,
  signal: AbortSignal,
  onProgress: (progress: ToolProgress) => void = () => undefined,
): Promise<PlaylistAnalysis> {
  if (input.kind === 'video') return { kind: 'single-video', videoId: input.videoId };
  return analyzePlaylistId(yt, input.id, signal, onProgress);
}
