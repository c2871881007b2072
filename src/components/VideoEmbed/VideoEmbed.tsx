import { AspectRatio } from '@mantine/core';
import { YouTubePlayer, type YouTubePlayerProps } from '../YouTubePlayer';
import classes from './VideoEmbed.module.css';

/** The player's options; by default it never starts on its own (a blog post's video). */
export type VideoEmbedProps = Omit<YouTubePlayerProps, 'className' | 'ref'>;

/** A YouTube player kept at 16:9 across the width, on a rounded frame. */
export function VideoEmbed(props: VideoEmbedProps) {
  return (
    <AspectRatio ratio={16 / 9} className={classes.frame}>
      <YouTubePlayer {...props} />
    </AspectRatio>
  );
}
