import { Badge } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { formatDuration } from '@/domain/youtube';
import classes from './PortfolioVideoCard.module.css';

export interface PortfolioVideoCardProps {
  /** The video's title: the card's heading, and the play button says it ('Play {title}'). */
  title: string;
  /** A 16:9-croppable thumbnail; without one a plain frame shows. */
  thumbnailUrl: string | null;
  /** Whole seconds, or null when unknown (then no duration shows). */
  durationSeconds: number | null;
  /** The portfolio category. */
  tag?: string;
  /** Shown under the title; null or omitted shows none. */
  description?: string | null;
  /** 'stacked' in the grid; 'wide' puts the text beside the thumbnail from tablet width up. */
  layout?: 'stacked' | 'wide';
  /** The visitor asked to watch the video. */
  onOpen: () => void;
}

/** One video: thumbnail with its length, category, title and description; the thumbnail plays it. */
export function PortfolioVideoCard({
  title,
  thumbnailUrl,
  durationSeconds,
  tag,
  description,
  layout = 'stacked',
  onOpen,
}: PortfolioVideoCardProps) {
  const duration = durationSeconds === null ? null : formatDuration(durationSeconds);
  return (
    <article className={classes.card} data-layout={layout}>
      <button
        type="button"
        className={classes.thumbnail}
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-label={duration ? `Play ${title} (${duration})` : `Play ${title}`}
      >
        {thumbnailUrl ? (
          <img className={classes.image} src={thumbnailUrl} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder} />
        )}
        <span className={classes.play} aria-hidden="true">
          <IconPlayerPlayFilled size={22} />
        </span>
        {duration && (
          <span className={classes.duration} aria-hidden="true">
            {duration}
          </span>
        )}
      </button>
      <div className={classes.body}>
        {tag && (
          <Badge variant="light" color="gray" className={classes.tag}>
            {tag}
          </Badge>
        )}
        <h3 className={classes.title}>{title}</h3>
        {description && <p className={classes.description}>{description}</p>}
      </div>
    </article>
  );
}
