import { Anchor, Image, List, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@/domain/format/longDate';
import { formatEngagementRate } from '@/domain/tools/video-analyzer/engagement';
import { ROUTES } from '@/domain/routing/routeTable';
import { formatUsdRange } from '@/domain/tool-kit/usd';
import type { VideoAnalysis } from '@/domain/tools/video-analyzer/videoAnalysis';
import type { ChecklistItem } from '@/domain/tools/video-analyzer/videoChecklist';
import { formatDuration } from '@/domain/youtube';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { MetricTiles, type MetricTile } from '@/components/shared/MetricTiles';
import { ReportPanel } from '@/components/shared/ReportPanel';
import { BadgeList } from '@/components/tool-kit/BadgeList';
import { hiddenSubscribersTile } from '@/components/tool-kit/hiddenSubscribers';
import report from '@/components/tool-kit/Report.module.css';
import classes from './VideoAnalyzerResult.module.css';
import { formatCount } from '@/domain/format/count';

export interface VideoAnalyzerResultProps {
  /**
   * The finished analysis of one video: its title, channel and thumbnail, its metrics, estimated
   * revenue and checklist.
   */
  analysis: VideoAnalysis;
}

function Checklist({
  title,
  items,
  passed,
}: {
  title: string;
  items: readonly ChecklistItem[];
  passed: boolean;
}) {
  const Icon = passed ? IconCircleCheck : IconCircleX;
  return (
    <ReportPanel title={title}>
      {items.length === 0 ? (
        <Text className={report.muted}>{passed ? 'None yet.' : 'Nothing to fix.'}</Text>
      ) : (
        <List spacing="xs" className={report.checklist}>
          {items.map((item) => (
            <List.Item
              key={item.id}
              icon={
                <Icon
                  size={20}
                  className={passed ? report.passed : report.failed}
                  aria-hidden="true"
                />
              }
            >
              {item.text}
            </List.Item>
          ))}
        </List>
      )}
    </ReportPanel>
  );
}

/**
 * The video analyzer's results: the video, its metrics (docs/product.md, video-analyzer) and the
 * checklist.
 */
export function VideoAnalyzerResult({ analysis }: VideoAnalyzerResultProps) {
  const { metrics } = analysis;
  const tiles: MetricTile[] = [
    { label: 'Views', value: formatCount(metrics.views) },
    { label: 'Likes', value: formatCount(metrics.likes) },
    metrics.comments === null
      ? { label: 'Comments', value: 'Off', detail: 'Comments are turned off' }
      : { label: 'Comments', value: formatCount(metrics.comments) },
    { label: 'Posted', value: formatLongDate(metrics.postedDate) },
    { label: 'Engagement rate', value: formatEngagementRate(metrics.engagementRate) },
    metrics.subscribers === null
      ? hiddenSubscribersTile('Channel subscribers')
      : { label: 'Channel subscribers', value: formatCount(metrics.subscribers) },
    {
      label: 'Estimated revenue',
      value: formatUsdRange(metrics.estimatedRevenue.min, metrics.estimatedRevenue.max),
    },
    { label: 'Category', value: metrics.category ?? 'Unknown' },
    { label: 'Length', value: formatDuration(metrics.videoLength) },
  ];

  return (
    <article className={report.report} aria-label={`Analysis of ${analysis.title}`}>
      <header className={classes.video}>
        {analysis.thumbnailUrl && (
          <Image src={analysis.thumbnailUrl} alt="" className={classes.thumbnail} radius="md" />
        )}
        <div>
          <Title order={2} className={report.heading}>
            {analysis.title}
          </Title>
          <Text className={report.muted}>{analysis.channelTitle}</Text>
          <ExternalLink
            href={`https://www.youtube.com/watch?v=${analysis.videoId}`}
            className={report.headerLink}
          >
            Watch on YouTube
            <IconExternalLink size={14} aria-hidden="true" />
          </ExternalLink>
          <Anchor
            component={Link}
            to={ROUTES['youtube-transcript'].to(analysis.videoId)}
            className={`${report.headerLink} ${classes.transcript}`}
          >
            <IconFileText size={14} aria-hidden="true" />
            Read transcript
          </Anchor>
        </div>
      </header>

      <MetricTiles tiles={tiles} cols={{ base: 1, xs: 2, md: 3 }} />

      <ReportPanel title={<>Tags ({metrics.tags.length})</>} label="Tags">
        <BadgeList items={metrics.tags} color="gray" empty="This video has no tags." />
      </ReportPanel>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Checklist title="Achievements" items={metrics.achievements} passed />
        <Checklist title="Drawbacks" items={metrics.drawbacks} passed={false} />
      </SimpleGrid>
    </article>
  );
}
