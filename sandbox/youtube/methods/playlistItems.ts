/**
 * playlistItems.list by `playlistId` (optionally narrowed by `videoId`), paged by pageToken.
 * Deleted and private videos show as such ('Deleted video', 'Private video'); an unknown
 * playlist, and the uploads playlist of a channel without uploads, answer 404 playlistNotFound.
 */
import { errors } from '../http/apiError.ts';
import { paginate } from '../http/paging.ts';
import { playlistItemParts, playlistItemResource } from '../resources/playlist.ts';
import type { PlaylistEntry } from '../resources/playlist.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';

export const listPlaylistItems: ListMethod = (query, ctx) => {
  const parts = query.parts(playlistItemParts);
  const filter = query.filter(['playlistId', 'id']);
  if (filter === 'id') throw errors.requiredParameter('playlistId');
  const pageSize = query.maxResults(0, 50, 5);
  const playlistId = query.get('playlistId') ?? '';
  const playlist = ctx.dataset.playlist(playlistId);
  if (!playlist) throw errors.playlistNotFound();
  const videoId = query.get('videoId');
  const entries: PlaylistEntry[] = playlist.videoIds.flatMap((id, position): PlaylistEntry[] => {
    if (videoId !== undefined && videoId !== id) return [];
    const video = ctx.dataset.video(id);
    if (video) return [{ playlist, video, position }];
    // Deleted and private videos stay in the playlists that hold them, marked as such.
    const reason = ctx.dataset.unavailableVideo(id);
    return reason ? [{ playlist, position, unavailable: { videoId: id, reason } }] : [];
  });
  const scope = `playlistItems:${playlistId}:${videoId ?? ''}`;
  const page = paginate(entries, { scope, pageSize, pageToken: query.get('pageToken') });
  return listResponse({
    kind: 'youtube#playlistItemListResponse',
    ...page,
    items: page.items.map((entry) => playlistItemResource(ctx, entry, parts)),
    totalResults: entries.length,
    resultsPerPage: pageSize,
  });
};
