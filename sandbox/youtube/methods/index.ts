/** The list methods by path below `/v3`. */
import { listChannels } from './channels.ts';
import { listCommentThreads } from './commentThreads.ts';
import type { ListMethod } from './listResponse.ts';
import { listPlaylistItems } from './playlistItems.ts';
import { listPlaylists } from './playlists.ts';
import { search } from './search.ts';
import { listVideoCategories } from './videoCategories.ts';
import { listVideos } from './videos.ts';

export const listMethods: Readonly<Record<string, ListMethod>> = {
  search,
  videos: listVideos,
  channels: listChannels,
  playlists: listPlaylists,
  playlistItems: listPlaylistItems,
  commentThreads: listCommentThreads,
  videoCategories: listVideoCategories,
};
