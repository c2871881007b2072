/** playlists.list by `channelId` (unknown → 404 channelNotFound) or `id` (unknown ids left out). */
import { errors } from '../http/apiError.ts';
import { paginate } from '../http/paging.ts';
import { playlistParts, playlistResource } from '../resources/playlist.ts';
import type { PlaylistRecord } from '../dataset/types.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';

export const listPlaylists: ListMethod = (query, ctx) => {
  const parts = query.parts(playlistParts);
  const filter = query.filter(['id', 'channelId', 'mine']);
  if (filter === 'mine') throw errors.authorizationRequired(filter);
  const pageSize = query.maxResults(0, 50, 5);
  let playlists: readonly PlaylistRecord[];
  if (filter === 'id') {
    playlists = query.ids('id').flatMap((id) => ctx.dataset.playlist(id) ?? []);
  } else {
    const channelId = query.get('channelId') ?? '';
    if (!ctx.dataset.channel(channelId)) throw errors.playlistsChannelNotFound();
    playlists = ctx.dataset.playlistsOf(channelId);
  }
  const scope = `playlists:${filter}:${query.list(filter).join(',')}`;
  const page = paginate(playlists, { scope, pageSize, pageToken: query.get('pageToken') });
  return listResponse({
    kind: 'youtube#playlistListResponse',
    ...page,
    items: page.items.map((playlist) => playlistResource(ctx, playlist, parts)),
    totalResults: playlists.length,
    resultsPerPage: pageSize,
  });
};
