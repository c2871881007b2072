import { Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { LatestUpload } from '@/components/site/portfolio/LatestUpload';
import { PortfolioFilter } from '@/components/site/portfolio/PortfolioFilter';
import { PortfolioGrid, type PortfolioGridItem } from '@/components/site/portfolio/PortfolioGrid';
import {
  PortfolioVideoModal,
  type ModalVideo,
} from '@/components/site/portfolio/PortfolioVideoModal';
import { ShowreelHero } from '@/components/site/portfolio/ShowreelHero';
import { media, owner } from '@/config/site';
import type { PortfolioVideo } from '@/domain/site/portfolio/video';
import {
  selectFilterOptions,
  selectVisibleVideos,
  type portfolioMachine,
} from '@/machines/site/portfolio/portfolioMachine';
import type { portfolioMediaMachine } from '@/machines/site/portfolio/portfolioMediaMachine';
import { useMachine } from '@/screens/shared/useMachine';
import classes from './PortfolioScreen.module.css';
import { showsLoader } from '@/machines/shared/prerendered';

export interface PortfolioScreenProps {
  /** The portfolio machine with `loadVideos` and `loadTags` provided (app, or story fakes). */
  logic: typeof portfolioMachine;
  /** The showreel poster and latest-upload read with `load` provided. */
  mediaLogic: typeof portfolioMediaMachine;
}

const playlistHref = `/tools/playlist-analyzer/${encodeURIComponent(media.portfolioPlaylistId)}`;

/** Without the platform's details, the row's description (or id) stands in for the title. */
function toGridItem(video: PortfolioVideo): PortfolioGridItem {
  return {
    id: video.id,
    title: video.title ?? video.description ?? video.videoId,
    thumbnailUrl: video.thumbnailUrl ?? null,
    durationSeconds: video.durationSeconds ?? null,
    tag: video.tag,
    description: video.title === undefined ? null : video.description,
  };
}

/**
 * Route /portfolio: showreel hero, latest upload, the filterable grid and the full-screen
 * player. The portfolio machine owns the list, the filter and which video is open; the media
 * read feeds the hero's poster and the latest upload, whose player state is this page's own.
 */
export function PortfolioScreen({ logic, mediaLogic }: PortfolioScreenProps) {
  const gridId = useId();
  const headingId = useId();
  const [snapshot, send] = useMachine(logic);
  const [mediaSnapshot] = useMachine(mediaLogic);
  const [latestOpened, latestPlayer] = useDisclosure(false);

  const { context } = snapshot;
  const visible = selectVisibleVideos(context);
  const { showreel = null, latestUpload = null } = mediaSnapshot.context.data ?? {};

  let playing: ModalVideo | null = null;
  if (context.openVideo) {
    playing = { videoId: context.openVideo.videoId, title: toGridItem(context.openVideo).title };
  } else if (latestOpened && latestUpload) {
    playing = { videoId: latestUpload.videoId, title: latestUpload.title };
  }

  return (
    <div className={classes.page}>
      <ShowreelHero
        eyebrow={owner.name}
        heading={owner.jobTitle}
        intro={owner.shortBio}
        videoId={media.demoReelVideoId}
        videoTitle={media.demoReelTitle}
        posterUrl={showreel?.thumbnailUrl ?? null}
        playlistHref={playlistHref}
      />

      <LatestUpload
        loading={showsLoader(mediaSnapshot)}
        video={latestUpload}
        onOpen={latestPlayer.open}
      />

      <section className={classes.work} aria-labelledby={headingId}>
        <div className={classes.toolbar}>
          <Title order={2} id={headingId} className={classes.heading}>
            Portfolio
          </Title>
          <PortfolioFilter
            options={selectFilterOptions(context)}
            value={context.filter}
            onChange={(tag) => send({ type: 'filter.select', tag })}
            controls={gridId}
          />
        </div>
        <PortfolioGrid
          id={gridId}
          loading={showsLoader(snapshot)}
          videos={visible.map(toGridItem)}
          onOpen={(id) => {
            const video = visible.find((candidate) => candidate.id === id);
            if (video) send({ type: 'video.open', video });
          }}
        />
      </section>

      <PortfolioVideoModal
        video={playing}
        onClose={() => {
          if (context.openVideo) send({ type: 'video.close' });
          else latestPlayer.close();
        }}
      />
    </div>
  );
}
