/** Privacy-enhanced player host: sets no cookies until the visitor plays the video. */
const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

export interface EmbedUrlOptions {
  /** Start playing as soon as the player loads (spec: the demo reel autoplays). */
  autoplay?: boolean;
}

/**
 * The embedded player URL for a video (spec section 7, "Embedded player URL": an embed path with
 * the video id and an autoplay parameter). `rel=0` keeps suggested videos to the same channel.
 */
export function youtubeEmbedUrl(
  videoId: string,
  { autoplay = false }: EmbedUrlOptions = {},
): string {
  const id = videoId.trim();
  if (id === '') throw new Error('youtubeEmbedUrl: the video id is empty');
  const query = new URLSearchParams();
  if (autoplay) query.set('autoplay', '1');
  query.set('rel', '0');
  return `${EMBED_BASE}${encodeURIComponent(id)}?${query.toString()}`;
}
