/**
 * The first page of a channel's uploads playlist (1 unit; newest uploads first), as the channel
 * tools read its latest uploads instead of `search` (100 units).
 *
 * A channel without uploads gives an empty page without asking when its video count is 0 or it
 * names no uploads playlist, and also when YouTube answers 404 playlistNotFound, as it does for
 * the uploads playlist of a channel that never uploaded.
 */
import {
  toCount,
  YouTubeError,
  type Channel,
  type PlaylistItem,
  type PlaylistItemPart,
  type YouTubeClient,
} from '@/services/youtube';

export async function firstUploadsPage(
  yt: YouTubeClient,
  channel: Channel,
  parts: readonly PlaylistItemPart[],
  signal: AbortSignal,
): Promise<readonly PlaylistItem[]> {
  const playlistId = channel.contentDetails?.relatedPlaylists?.uploads;
  if (!playlistId || toCount(channel.statistics?.videoCount) === 0) return [];
  try {
    const pages = yt.playlistItems(playlistId, { maxPages: 1, parts }, signal);
    // Leaving the loop after the first page sends no further request.
    for await (const page of pages) return page.items;
    return [];
  } catch (error) {
    if (error instanceof YouTubeError && error.kind === 'not-found') return [];
    throw error;
  }
}
