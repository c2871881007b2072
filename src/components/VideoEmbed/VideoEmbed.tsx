import { AspectRatio } from '@mantine/core';
import { youtubeEmbedUrl } from '@/domain/youtube/embedUrl';
import classes from './VideoEmbed.module.css';

export interface VideoEmbedProps {
  videoId: string;
  /** The player's accessible name. */
  title: string;
}

/** A YouTube player kept at 16:9 across the width; it never starts on its own. */
export function VideoEmbed({ videoId, title }: VideoEmbedProps) {
  return (
    <AspectRatio ratio={16 / 9} className={classes.frame}>
      <iframe
        className={classes.player}
        src={youtubeEmbedUrl(videoId)}
        title={title}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </AspectRatio>
  );
}
