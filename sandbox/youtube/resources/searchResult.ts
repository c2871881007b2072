/** `youtube#searchResult` for a video or a channel: truncated, HTML-escaped snippets. */
import type { ChannelRecord, VideoRecord } from '../dataset/types.ts';
import type { RequestContext } from './context.ts';
import { escapeHtml, truncateDescription } from './html.ts';
import { withParts } from './parts.ts';
import { channelThumbnails, searchVideoThumbnails } from './thumbnails.ts';

export const searchParts = ['id', 'snippet'] as const;

export type SearchHit =
  { type: 'video'; video: VideoRecord } | { type: 'channel'; channel: ChannelRecord };

export function searchResultResource(
  ctx: RequestContext,
  hit: SearchHit,
  parts: ReadonlySet<string>,
) {
  const channel = hit.type === 'channel' ? hit.channel : ctx.dataset.channel(hit.video.channelId);
  const id =
    hit.type === 'video'
      ? { kind: 'youtube#video', videoId: hit.video.id }
      : { kind: 'youtube#channel', channelId: hit.channel.id };
  const source = hit.type === 'video' ? hit.video : hit.channel;
  return withParts(
    { kind: 'youtube#searchResult', id },
    {
      snippet: () => ({
        publishedAt: source.publishedAt,
        channelId: channel?.id ?? '',
        title: escapeHtml(source.title),
        description: escapeHtml(truncateDescription(source.description)),
        thumbnails:
          hit.type === 'video'
            ? searchVideoThumbnails(ctx.media, hit.video)
            : channelThumbnails(ctx.media, hit.channel.id),
        channelTitle: escapeHtml(channel?.title ?? ''),
        liveBroadcastContent: 'none',
      }),
    },
    parts,
  );
}
