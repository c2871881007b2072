import { Badge, SimpleGrid, Text } from '@mantine/core';
import type {
  NamedCount,
  PlaylistSummary,
} from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { plural } from './playlistFormat';
import { ReportPanel } from '@/components/shared/ReportPanel';
import classes from './PlaylistAnalyzerResult.module.css';

function Breakdown({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: readonly NamedCount[];
  empty: string;
}) {
  return (
    <ReportPanel title={title}>
      {rows.length === 0 ? (
        <Text className={classes.muted}>{empty}</Text>
      ) : (
        <ul className={classes.counts}>
          {rows.map((row) => (
            <li key={row.name} className={classes.countRow}>
              <span>{row.name}</span>
              <Badge component="span" variant="light" color="gray">
                {plural(row.count, 'video', 'videos')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </ReportPanel>
  );
}

export interface PlaylistBreakdownsProps {
  /** The playlist's summary; its top tags, categories and languages are shown, with counts. */
  summary: PlaylistSummary;
}

/** Top 5 tags, categories and languages of the playlist's videos. */
export function PlaylistBreakdowns({ summary }: PlaylistBreakdownsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Breakdown title="Top 5 tags" rows={summary.topTags} empty="No video has tags." />
      <Breakdown title="Categories" rows={summary.categories} empty="No categories." />
      <Breakdown title="Languages" rows={summary.languages} empty="No languages." />
    </SimpleGrid>
  );
}
