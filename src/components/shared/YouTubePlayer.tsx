import type { Ref } from 'react';
import {
  YOUTUBE_PLAYER_ALLOW,
  youtubeEmbedUrl,
  type EmbedUrlOptions,
} from '@/domain/youtube/embedUrl';
import classes from './YouTubePlayer.module.css';

/** The player's options are the embed URL's (docs in EmbedUrlOptions), but `jsApi` is a switch. */
export interface YouTubePlayerProps extends Omit<EmbedUrlOptions, 'jsApi'> {
  /** The YouTube video to play, by its 11-character id. */
  videoId: string;
  /** The player's accessible name (announced for the frame), e.g. 'Video: Behind the Cut'. */
  title: string;
  /** Accept IFrame Player API commands (`postMessage`) from this page. */
  jsApi?: boolean;
  /** A class of the caller's, added to the player's own, e.g. to size or place the frame. */
  className?: string;
  /** The iframe, e.g. to send it IFrame Player API commands. */
  ref?: Ref<HTMLIFrameElement>;
  /** Builds the player URL; by default the privacy-enhanced embed (stories use a local stand-in). */
  buildEmbedUrl?: (videoId: string, options: EmbedUrlOptions) => string;
}

/**
 * The one YouTube player of the site: the privacy-enhanced host (no cookies until the visitor
 * plays), one permissions list, fullscreen allowed, and the page's origin as referrer (YouTube
 * refuses to play embeds that send none). It fills the box its caller sizes.
 */
export function YouTubePlayer({
  videoId,
  title,
  jsApi = false,
  className,
  ref,
  buildEmbedUrl = youtubeEmbedUrl,
  ...options
}: YouTubePlayerProps) {
  const src = buildEmbedUrl(videoId, {
    ...options,
    jsApi: jsApi ? { origin: window.location.origin } : undefined,
  });
  return (
    <iframe
      ref={ref}
      className={className ? `${classes.player} ${className}` : classes.player}
      src={src}
      title={title}
      allow={YOUTUBE_PLAYER_ALLOW}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
