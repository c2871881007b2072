import { Skeleton, Title } from '@mantine/core';
import { useId } from 'react';
import { PortfolioVideoCard, type PortfolioVideoCardProps } from './PortfolioVideoCard';
import classes from './LatestUpload.module.css';

export type LatestUploadVideo = Pick<
  PortfolioVideoCardProps,
  'title' | 'thumbnailUrl' | 'durationSeconds'
>;

export interface LatestUploadProps {
  /** While the lookup runs a placeholder holds the section's place. */
  loading?: boolean;
  /** The owner's latest upload of a minute or more; null hides the section. */
  video: LatestUploadVideo | null;
  /** Called when the visitor presses the thumbnail: the screen plays it in the video modal. */
  onOpen: () => void;
}

/** 'Latest upload': the owner's newest long video, playable in the page's video modal. */
export function LatestUpload({ loading = false, video, onOpen }: LatestUploadProps) {
  const headingId = useId();
  if (!loading && video === null) return null;
  return (
    <section className={classes.section} aria-labelledby={headingId} aria-busy={loading}>
      <Title order={2} id={headingId} className={classes.heading}>
        Latest upload
      </Title>
      {video ? (
        <PortfolioVideoCard
          {...video}
          layout="wide"
          description="Fresh from the channel: the newest video of a minute or more."
          onOpen={onOpen}
        />
      ) : (
        <div className={classes.placeholder} role="status" aria-label="Loading the latest upload">
          <Skeleton className={classes.placeholderThumbnail} radius={0} />
          <div className={classes.placeholderText}>
            <Skeleton height={20} width="85%" />
            <Skeleton height={14} width="60%" mt="sm" />
          </div>
        </div>
      )}
    </section>
  );
}
