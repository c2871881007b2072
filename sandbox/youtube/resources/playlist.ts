/** `youtube#playlist` and `youtube#playlistItem`. */
import type { UnavailableReason } from '../dataset/index.ts';
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
  // The cover is the first video that still plays.
  const cover = playlist.videoIds
    .map((id) => ctx.dataset.video(id))
    .find((video) => video !== undefined);
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

/** An item of a playlist: a video that plays, or one that was deleted or made private. */
export type PlaylistEntry = { playlist: PlaylistRecord; position: number } & (
  { video: VideoRecord } | { unavailable: { videoId: string; reason: UnavailableReason } }
);

const unavailableTexts: Record<UnavailableReason, { title: string; description: string }> = {
  deleted: { title: 'Deleted video', description: 'This video is unavailable.' },
  private: { title: 'Private video', description: 'This video is private.' },
};

const itemId = (playlist: PlaylistRecord, videoId: string, position: number) =>
  Buffer.from(`${playlist.id}.${videoId}.${position}`).toString('base64url');

/**
 * A deleted or private video as normal playlists still list it (docs/sandbox.md, wire formats): its
 * title says so, no thumbnails, no `videoOwner*` fields, no `videoPublishedAt`; status `private`,
 * or `privacyStatusUnspecified` for a deleted one (what live responses carry, though the discovery
 * enum lists only public, unlisted and private).
 */
function unavailableItemResource(
  ctx: RequestContext,
  entry: PlaylistEntry & { unavailable: { videoId: string; reason: UnavailableReason } },
  parts: ReadonlySet<string>,
) {
  const { playlist, position, unavailable } = entry;
  const texts = unavailableTexts[unavailable.reason];
  return withParts(
    { kind: 'youtube#playlistItem', id: itemId(playlist, unavailable.videoId, position) },
    {
      snippet: () => ({
        publishedAt: playlist.addedAt[position],
        channelId: playlist.channelId,
        title: texts.title,
        description: texts.description,
        thumbnails: {},
        channelTitle: ctx.dataset.channel(playlist.channelId)?.title ?? '',
        playlistId: playlist.id,
        position,
        resourceId: { kind: 'youtube#video', videoId: unavailable.videoId },
      }),
      contentDetails: () => ({ videoId: unavailable.videoId }),
      status: () => ({
        privacyStatus: unavailable.reason === 'private' ? 'private' : 'privacyStatusUnspecified',
      }),
    },
    parts,
  );
}

export function playlistItemResource(
  ctx: RequestContext,
  entry: PlaylistEntry,
  parts: ReadonlySet<string>,
) {
  if ('unavailable' in entry) return unavailableItemResource(ctx, entry, parts);
  const { playlist, video, position } = entry;
  const owner = ctx.dataset.channel(video.channelId);
  return withParts(
    { kind: 'youtube#playlistItem', id: itemId(playlist, video.id, position) },
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
