import { SimpleGrid, Text } from '@mantine/core';
import { formatLongDate } from '@/domain/format/longDate';
import type {
  PlaylistSummary,
  PlaylistVideoRef,
} from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { exact, watchUrl } from './playlistFormat';
import { ReportPanel } from '@/components/shared/ReportPanel';
import classes from './PlaylistAnalyzerResult.module.css';

function Highlight({
  label,
  video,
  detail,
}: {
  label: string;
  video: PlaylistVideoRef | null;
  detail: (video: PlaylistVideoRef) => string;
}) {
  return (
    <div className={classes.highlight}>
      <Text component="dt" className={classes.label}>
        {label}
      </Text>
      <Text component="dd" className={classes.highlightValue}>
        {video === null ? (
          '—'
        ) : (
          <>
            <ExternalLink href={watchUrl(video.id)}>{video.title}</ExternalLink>
            <span className={classes.muted}>{detail(video)}</span>
          </>
        )}
      </Text>
    </div>
  );
}

const views = (video: PlaylistVideoRef) =>
  video.views === null ? 'Views not shown' : `${exact(video.views)} views`;
const posted = (video: PlaylistVideoRef) => `Posted ${formatLongDate(video.publishedAt)}`;

export interface PlaylistHighlightsProps {
  /** The playlist's summary; a highlight it has no video for shows '—'. */
  summary: PlaylistSummary;
}

/** The oldest, newest, most and least viewed video of the playlist. */
export function PlaylistHighlights({ summary }: PlaylistHighlightsProps) {
  return (
    <ReportPanel title="Highlights">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
        <Highlight label="Most viewed" video={summary.mostViewed} detail={views} />
        <Highlight label="Least viewed" video={summary.leastViewed} detail={views} />
        <Highlight label="Oldest video" video={summary.oldest} detail={posted} />
        <Highlight label="Newest video" video={summary.newest} detail={posted} />
      </SimpleGrid>
    </ReportPanel>
  );
}
