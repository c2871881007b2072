import { Anchor, Badge, Group, Image, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { OutlierVideo } from '@/domain/tools/outlier-finder/outlierFinder';
import {
  formatOutlierRatio,
  outlierBadgeColor,
} from '@/domain/tools/outlier-finder/outlierRanking';
import { formatCompactCount } from '@/domain/youtube/compactCount';
import { ExternalLink } from '@/components/shared/ExternalLink';
import classes from './OutlierCard.module.css';

export interface OutlierCardProps {
  /** One ranked video: its title, channel, views, subscribers and views-per-subscriber ratio. */
  video: OutlierVideo;
}

/** One outlier: thumbnail, title (plain text), channel, views, subscribers and the ratio badge. */
export function OutlierCard({ video }: OutlierCardProps) {
  const ratio = formatOutlierRatio(video.ratio);
  return (
    <Paper component="article" className={classes.card} aria-label={video.title}>
      <div className={classes.media}>
        {video.thumbnailUrl ? (
          <Image src={video.thumbnailUrl} alt="" className={classes.thumbnail} />
        ) : (
          <div className={classes.thumbnail} />
        )}
        <Badge
          className={classes.badge}
          color={outlierBadgeColor(video.ratio)}
          variant="filled"
          size="lg"
          tt="none"
        >
          {ratio}
          <VisuallyHidden> views per subscriber</VisuallyHidden>
        </Badge>
      </div>
      <div className={classes.body}>
        <Title order={3} className={classes.title}>
          {video.title}
        </Title>
        <Text className={classes.muted}>{video.channelTitle}</Text>
        <Group gap="md">
          <Text span size="sm">
            {formatCompactCount(video.views)} views
          </Text>
          <Text span size="sm">
            {formatCompactCount(video.subscribers)} subscribers
          </Text>
        </Group>
        <Group gap="md" className={classes.links}>
          <ExternalLink
            href={`https://www.youtube.com/watch?v=${video.videoId}`}
            className={classes.link}
          >
            Watch
            <VisuallyHidden> {video.title} on YouTube</VisuallyHidden>
            <IconExternalLink size={14} aria-hidden="true" />
          </ExternalLink>
          <Anchor
            component={Link}
            to={`/tools/video-analyzer/${encodeURIComponent(video.videoId)}`}
            className={classes.link}
            aria-label={`Analyze ${video.title}`}
          >
            Analyze
          </Anchor>
        </Group>
      </div>
    </Paper>
  );
}
