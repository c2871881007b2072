import { Button, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChartBar, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { sendYouTubeCommand } from '@/components/shared/playerCommand';
import { YouTubePlayer } from '@/components/shared/YouTubePlayer';
import classes from './ShowreelHero.module.css';
import { usePageIdle } from './usePageIdle';

export interface ShowreelHeroProps {
  /** Small text above the heading, e.g. the owner's name. */
  eyebrow?: string;
  /** The page's h1. */
  heading: string;
  /** A short paragraph under the heading (the owner's short bio); none when omitted. */
  intro?: string;
  /** The showreel's video id. */
  videoId: string;
  /** The player's accessible title and the caption under it. */
  videoTitle: string;
  /** The video's thumbnail: shown instead of the player until the visitor presses Play. */
  posterUrl?: string | null;
  /** Where 'Analyze my portfolio playlist' goes (the playlist analyzer with the playlist id). */
  playlistHref: string;
  /**
   * Overrides the visitor's `prefers-reduced-motion` setting (stories show both looks with
   * it). By default the setting decides: reduced motion keeps the poster until Play.
   */
  reducedMotion?: boolean;
  /** Builds the player URL; by default the muted, looping, command-ready embed. */
  buildEmbedUrl?: (videoId: string) => string;
}

type Mode = 'poster' | 'playing' | 'paused';

/**
 * The portfolio's hero: heading and playlist link beside a looping, muted showreel. The poster
 * paints first; the player starts once the page has loaded and the browser is idle, so it never
 * competes with the page's first paint. A visible Pause/Play button controls the player through
 * the IFrame API's command messages (the player itself ignores the pointer, so the button never
 * disagrees with it). With reduced motion nothing plays until the visitor presses Play; until
 * then the poster shows and no third-party player loads.
 */
export function ShowreelHero({
  eyebrow,
  heading,
  intro,
  videoId,
  videoTitle,
  posterUrl,
  playlistHref,
  reducedMotion,
  buildEmbedUrl,
}: ShowreelHeroProps) {
  const headingId = useId();
  const player = useRef<HTMLIFrameElement>(null);
  // Read on the first render, so a visitor who asked for reduced motion never has the start
  // scheduled (the first render is the poster either way).
  const prefersReducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);

  const still = reducedMotion ?? prefersReducedMotion;
  const idle = usePageIdle(!still && choice === null);
  let mode: Mode = 'poster';
  if (choice === 'pause') mode = 'paused';
  else if (choice === 'play' || (!still && idle)) mode = 'playing';

  const toggle = () => {
    if (mode === 'playing') {
      sendYouTubeCommand(player.current, 'pauseVideo');
      setChoice('pause');
      return;
    }
    // From the poster the player mounts and autoplays; a paused player is told to resume.
    if (mode === 'paused') sendYouTubeCommand(player.current, 'playVideo');
    setChoice('play');
  };

  return (
    <section className={classes.hero} aria-labelledby={headingId}>
      <div className={classes.text}>
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} id={headingId} className={classes.heading}>
          {heading}
        </Title>
        {intro && (
          <Text component="p" className={classes.intro}>
            {intro}
          </Text>
        )}
        <Button
          component={Link}
          to={playlistHref}
          size="md"
          variant="default"
          className={classes.playlistLink}
          leftSection={<IconChartBar size={18} stroke={1.75} aria-hidden="true" />}
        >
          Analyze my portfolio playlist
        </Button>
      </div>

      <figure className={classes.reel}>
        <div className={classes.frame} data-mode={mode}>
          {mode === 'poster' ? (
            posterUrl && (
              // The page's largest picture, painted before any player: fetch it first.
              <img className={classes.poster} src={posterUrl} alt="" fetchPriority="high" />
            )
          ) : (
            // Autoplaying muted (browsers only autoplay muted video) and looping, without
            // controls (the page has its own Pause/Play), listening for the API's commands.
            <YouTubePlayer
              ref={player}
              className={classes.player}
              videoId={videoId}
              title={videoTitle}
              autoplay
              mute
              loop
              controls={false}
              playsInline
              jsApi
              buildEmbedUrl={buildEmbedUrl}
            />
          )}
        </div>
        <figcaption className={classes.caption}>
          <Button
            variant="filled"
            size="sm"
            className={classes.toggle}
            onClick={toggle}
            leftSection={
              mode === 'playing' ? (
                <IconPlayerPauseFilled size={16} aria-hidden="true" />
              ) : (
                <IconPlayerPlayFilled size={16} aria-hidden="true" />
              )
            }
          >
            {mode === 'playing' ? 'Pause showreel' : 'Play showreel'}
          </Button>
          <Text className={classes.videoTitle}>{videoTitle}</Text>
        </figcaption>
      </figure>
    </section>
  );
}
