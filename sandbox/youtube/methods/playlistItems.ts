/** playlistItems.list by `playlistId` (optionally narrowed by `videoId`), paged by pageToken. */
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
  const entries: PlaylistEntry[] = playlist.videoIds.flatMap((id, position) => {
    const video = ctx.dataset.video(id);
    return video && (videoId === undefined || videoId === id)
      ? [{ playlist, video, position }]
      : [];
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
