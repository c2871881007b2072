import { AspectRatio, Image, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { YouTubePlayer, type YouTubePlayerProps } from '@/components/shared/YouTubePlayer';
import classes from './VideoEmbed.module.css';

export interface VideoEmbedProps {
  /** The YouTube video to play, by its 11-character id (the post's `youtube_video_id`). */
  videoId: string;
  /** The video's title: the button is 'Play video: {title}', the player 'Video: {title}'. */
  title: string;
  /** The video's thumbnail, shown until the visitor plays; without one a plain frame shows. */
  posterUrl?: string | null;
  /** Builds the player URL; by default the privacy-enhanced embed (stories use a stand-in). */
  buildEmbedUrl?: YouTubePlayerProps['buildEmbedUrl'];
}

/**
 * A YouTube video at 16:9 across the width (a blog post's video), as a facade: the poster and a
 * play button, and the player only once the visitor presses it, so a page with a video loads no
 * third-party frame. The player then starts at once and takes the focus (keyboard users go on
 * controlling the video where they pressed Play). Poster and player fill the same box.
 */
export function VideoEmbed({ videoId, title, posterUrl, buildEmbedUrl }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <AspectRatio ratio={16 / 9} className={classes.frame}>
      {playing ? (
        <YouTubePlayer
          ref={player}
          videoId={videoId}
          title={`Video: ${title}`}
          autoplay
          buildEmbedUrl={buildEmbedUrl}
        />
      ) : (
        <UnstyledButton
          className={classes.poster}
          aria-label={`Play video: ${title}`}
          onClick={() => setPlaying(true)}
        >
          {posterUrl && <Image className={classes.image} src={posterUrl} alt="" />}
          <span className={classes.play} aria-hidden="true">
            <IconPlayerPlayFilled size={30} />
          </span>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
