import { Badge, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { NamedCount, PlaylistSummary } from '@/domain/tools/playlistAnalysis';
import { plural } from './format';
import classes from './PlaylistSummary.module.css';

function Breakdown({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: readonly NamedCount[];
  empty: string;
}) {
  return (
    <Paper className={classes.panel} component="section" aria-labelledby={id}>
      <Title order={3} id={id} className={classes.panelTitle}>
        {title}
      </Title>
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
    </Paper>
  );
}

/** Top 5 tags, categories and languages of the playlist's videos. */
export function PlaylistBreakdowns({ summary }: { summary: PlaylistSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Breakdown
        id="playlist-tags"
        title="Top 5 tags"
        rows={summary.topTags}
        empty="No video has tags."
      />
      <Breakdown
        id="playlist-categories"
        title="Categories"
        rows={summary.categories}
        empty="No categories."
      />
      <Breakdown
        id="playlist-languages"
        title="Languages"
        rows={summary.languages}
        empty="No languages."
      />
    </SimpleGrid>
  );
}
