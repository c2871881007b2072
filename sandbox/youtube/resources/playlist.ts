/** `youtube#playlist` and `youtube#playlistItem`. */
import type { PlaylistRecord, VideoRecord } from '../dataset/types.ts';
import type { RequestContext } from './context.ts';
import { withParts } from './parts.ts';
import { videoThumbnails } from './thumbnails.ts';

export const playlistParts = [
  'contentDetails',
  'id',
  'localizations',
  'player',
  'snippet',
  'status',
] as const;
export const playlistItemParts = ['contentDetails', 'id', 'snippet', 'status'] as const;

export function playlistResource(
  ctx: RequestContext,
  playlist: PlaylistRecord,
  parts: ReadonlySet<string>,
) {
  const first = playlist.videoIds[0];
  const cover = first === undefined ? undefined : ctx.dataset.video(first);
  return withParts(
    { kind: 'youtube#playlist', id: playlist.id },
    {
      snippet: () => ({
        publishedAt: playlist.publishedAt,
        channelId: playlist.channelId,
        title: playlist.title,
        description: playlist.description,
        thumbnails: cover ? videoThumbnails(ctx.media, cover) : {},
        channelTitle: ctx.dataset.channel(playlist.channelId)?.title ?? '',
        localized: { title: playlist.title, description: playlist.description },
      }),
      status: () => ({ privacyStatus: 'public', podcastStatus: 'disabled' }),
      contentDetails: () => ({ itemCount: playlist.videoIds.length }),
      player: () => ({
        embedHtml: `<iframe width="640" height="360" src="http://www.youtube.com/embed/videoseries?list=${playlist.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
      }),
    },
    parts,
  );
}

export interface PlaylistEntry {
  playlist: PlaylistRecord;
  video: VideoRecord;
  position: number;
}

export function playlistItemResource(
  ctx: RequestContext,
  entry: PlaylistEntry,
  parts: ReadonlySet<string>,
) {
  const { playlist, video, position } = entry;
  const owner = ctx.dataset.channel(video.channelId);
  return withParts(
    {
      kind: 'youtube#playlistItem',
      id: Buffer.from(`${playlist.id}.${video.id}.${position}`).toString('base64url'),
    },
    {
      snippet: () => ({
        publishedAt: playlist.addedAt[position],
        channelId: playlist.channelId,
        title: video.title,
        description: video.description,
        thumbnails: videoThumbnails(ctx.media, video),
        channelTitle: ctx.dataset.channel(playlist.channelId)?.title ?? '',
        playlistId: playlist.id,
        position,
        resourceId: { kind: 'youtube#video', videoId: video.id },
        videoOwnerChannelTitle: owner?.title,
        videoOwnerChannelId: video.channelId,
      }),
      contentDetails: () => ({ videoId: video.id, videoPublishedAt: video.publishedAt }),
      status: () => ({ privacyStatus: 'public' }),
    },
    parts,
  );
}
