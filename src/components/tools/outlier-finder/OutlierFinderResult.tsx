import { Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import type { OutlierResults as Results } from '@/domain/tools/outlier-finder/outlierFinder';
import { leftOutNotice } from '@/domain/tools/outlier-finder/outlierRanking';
import { OutlierCard } from './OutlierCard';
import classes from './OutlierFinderResult.module.css';

export interface OutlierFinderResultProps {
  /**
   * One search's outcome: the query and type, the top 6 by ratio (highest first), and how many
   * videos were left out because their channel hides its subscriber count.
   */
  results: Results;
}

const heading = ({ type, query }: Results) =>
  `Top ${type === 'shorts' ? 'shorts' : 'videos'} for “${query}”`;

/** The outlier finder's results: the top videos by views per subscriber, and what was left out. */
export function OutlierFinderResult({ results }: OutlierFinderResultProps) {
  const notice = leftOutNotice(results.leftOut);
  return (
    <section className={classes.results} aria-label={heading(results)}>
      <Title order={2} className={classes.heading}>
        {heading(results)}
      </Title>
      {notice && (
        <Group gap="xs" wrap="nowrap" className={classes.notice}>
          <IconEyeOff size={18} aria-hidden="true" className={classes.noticeIcon} />
          <Text>{notice}</Text>
        </Group>
      )}
      {results.videos.length === 0 ? (
        <Text className={classes.muted}>
          None of the results can be ranked without their subscriber counts.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {results.videos.map((video) => (
            <OutlierCard key={video.videoId} video={video} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
