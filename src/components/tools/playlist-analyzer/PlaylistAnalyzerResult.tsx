import { Badge, Group, Text, Title } from '@mantine/core';
import type {
  PlaylistAnalysis,
  PlaylistSummary as Summary,
} from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { formatDuration } from '@/domain/youtube';
import { MetricTiles, type MetricTile } from '@/components/shared/MetricTiles';
import { compactWithExact, exact, plural } from './playlistFormat';
import { PlaylistBreakdowns } from './PlaylistBreakdowns';
import { PlaylistChannels } from './PlaylistChannels';
import { PlaylistHighlights } from './PlaylistHighlights';
import { PlaylistSingleVideo } from './PlaylistSingleVideo';
import { PlaylistSpeeds } from './PlaylistSpeeds';
import classes from './PlaylistAnalyzerResult.module.css';

export interface PlaylistAnalyzerResultProps {
  /**
   * What the run gave: the playlist's summary, or, for a link with only a `v` parameter, the
   * video to send to the video analyzer.
   */
  analysis: PlaylistAnalysis;
  /** The video analyzer's route for a video (offered for a single-video link). */
  videoAnalyzerPath: (videoId: string) => string;
}

const average = (label: string, value: number | null, reported: number, what: string) =>
  value === null
    ? { label, value: '—', detail: `No video ${what}` }
    : { label, value: exact(value), detail: `Over ${plural(reported, 'video', 'videos')} ${what}` };

function tilesOf(summary: Summary): MetricTile[] {
  return [
    { label: 'Total views', ...compactWithExact(summary.totalViews) },
    { label: 'Videos', value: exact(summary.videos) },
    { label: 'Channels', value: exact(summary.channels.length) },
    summary.averageViews === null
      ? { label: 'Average views', value: '—' }
      : { label: 'Average views', ...compactWithExact(summary.averageViews) },
    { label: 'Total duration', value: formatDuration(summary.totalDurationSeconds) },
    {
      label: 'Average video length',
      value:
        summary.averageDurationSeconds === null
          ? '—'
          : formatDuration(summary.averageDurationSeconds),
    },
    average('Average likes', summary.averageLikes, summary.likesReported, 'that show likes'),
    average(
      'Average comments',
      summary.averageComments,
      summary.commentsReported,
      'with comments on',
    ),
  ];
}

function SummaryView({ summary }: { summary: Summary }) {
  return (
    <article className={classes.report} aria-label="Playlist summary">
      <header>
        <Group gap="sm" align="center">
          <Title order={2} className={classes.title}>
            Playlist summary
          </Title>
          {summary.unavailable > 0 && (
            <Badge component="span" variant="light" color="yellow" size="lg">
              {exact(summary.unavailable)} unavailable
            </Badge>
          )}
        </Group>
        <Text className={classes.muted}>
          {plural(summary.items, 'item', 'items')} listed
          {summary.unavailable > 0
            ? `; ${plural(summary.unavailable, 'deleted or private item is', 'deleted or private items are')} left out of the figures.`
            : '.'}
        </Text>
      </header>
      {summary.videos === 0 ? (
        <Text className={classes.empty}>This playlist has no videos to analyze.</Text>
      ) : (
        <>
          <MetricTiles tiles={tilesOf(summary)} cols={{ base: 2, md: 4 }} />
          <PlaylistHighlights summary={summary} />
          <div className={classes.columns}>
            <PlaylistSpeeds speeds={summary.speeds} />
            <PlaylistChannels channels={summary.channels} />
          </div>
          <PlaylistBreakdowns summary={summary} />
        </>
      )}
    </article>
  );
}

/**
 * The playlist analyzer's results (docs/product.md, playlist-analyzer): headline numbers, the
 * oldest, newest, most and least viewed videos, the running time at faster speeds, the channels,
 * top tags, categories and languages; or, for a single-video link, the way to the video analyzer.
 */
export function PlaylistAnalyzerResult({
  analysis,
  videoAnalyzerPath,
}: PlaylistAnalyzerResultProps) {
  return analysis.kind === 'single-video' ? (
    <PlaylistSingleVideo href={videoAnalyzerPath(analysis.videoId)} />
  ) : (
    <SummaryView summary={analysis.summary} />
  );
}
