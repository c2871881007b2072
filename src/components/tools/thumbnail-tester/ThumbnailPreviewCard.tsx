import { Avatar } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LayoutPreset } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import classes from './ThumbnailPreviewCard.module.css';

export interface ThumbnailPreviewCardProps {
  /** Which of YouTube's layouts to draw: the thumbnail's width and whether the avatar shows. */
  layout: LayoutPreset;
  /** The video's title, as the card shows it. */
  title: string;
  /** The thumbnail image's address; null leaves an empty box in its place. */
  thumbnailUrl: string | null;
  /** The channel's name, under the title (its first letter stands in for a missing avatar). */
  channelTitle: string;
  /** The channel's avatar; drawn only where the layout shows one. */
  avatarUrl: string | null;
  /** The duration badge ('14:56'); none for a real video whose length we did not read. */
  duration?: string;
  /** The line under the channel ('123K views • 1 hour ago'). */
  meta?: string;
}

/**
 * One video as YouTube draws it in `layout`; colours come from the `--yt-*` variables a
 * surrounding `ThumbnailPreview` or `ThumbnailCompareGrid` sets for dark or light.
 */
export function ThumbnailPreviewCard({
  layout,
  title,
  thumbnailUrl,
  channelTitle,
  avatarUrl,
  duration,
  meta,
}: ThumbnailPreviewCardProps) {
  const width = { '--card-width': `${layout.width}px` } as CSSProperties;
  return (
    <article className={classes.card} data-layout={layout.id} style={width} aria-label={title}>
      <div className={classes.thumb}>
        {thumbnailUrl && <img className={classes.image} src={thumbnailUrl} alt="" />}
        {duration && <span className={classes.duration}>{duration}</span>}
      </div>
      <div className={classes.details}>
        {layout.showProfile && (
          <Avatar src={avatarUrl} alt="" size={36} radius="xl" color="gray">
            {channelTitle.slice(0, 1)}
          </Avatar>
        )}
        <div className={classes.text}>
          <p className={classes.title}>{title}</p>
          <p className={classes.meta}>{channelTitle}</p>
          {meta && <p className={classes.meta}>{meta}</p>}
        </div>
      </div>
    </article>
  );
}
