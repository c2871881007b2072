import { Avatar, Badge, SimpleGrid, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { checksBy, type ChannelAnalysis } from '@/domain/tools/channel-analyzer/channelAnalysis';
import type { BenefitLevel } from '@/domain/tools/channel-analyzer/channelAnalysisRules';
import { FLAGGED_WORDS } from '@/domain/tools/channel-analyzer/flaggedWords';
import { formatCompactCount } from '@/domain/youtube/compactCount';
import { ChannelAnalysisChecks } from './ChannelAnalysisChecks';
import { ChannelAnalysisScore } from './ChannelAnalysisScore';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { MetricTiles, type MetricTile } from '@/components/shared/MetricTiles';
import { ReportPanel } from '@/components/shared/ReportPanel';
import { BadgeList } from '@/components/tool-kit/BadgeList';
import { hiddenSubscribersTile } from '@/components/tool-kit/hiddenSubscribers';
import report from '@/components/tool-kit/Report.module.css';
import classes from './ChannelAnalyzerResult.module.css';
import { formatCount } from '@/domain/format/count';

export interface ChannelAnalyzerResultProps {
  /** The finished analysis of one channel: its figures, checks, score and flagged words. */
  analysis: ChannelAnalysis;
}

/** A count as YouTube shows it ('14M'), with the exact number beside it when that differs. */
const count = (label: string, value: number): MetricTile => {
  const compact = formatCompactCount(value);
  const full = formatCount(value);
  return { label, value: compact, detail: compact === full ? undefined : full };
};

/** Each level's badge colour and its band of subscribers (docs/product.md, channel-analyzer). */
const LEVELS: Record<BenefitLevel, { colour: string; band: string }> = {
  Diamond: { colour: 'cyan', band: '10M or more subscribers' },
  Gold: { colour: 'yellow', band: '1M–10M subscribers' },
  Silver: { colour: 'gray', band: '100K–1M subscribers' },
  Bronze: { colour: 'orange', band: 'Under 100K subscribers' },
};

function tilesOf(analysis: ChannelAnalysis): MetricTile[] {
  const { subscribers, benefitLevel, lastUpload } = analysis;
  return [
    subscribers === null ? hiddenSubscribersTile('Subscribers') : count('Subscribers', subscribers),
    {
      label: 'Benefit level',
      value:
        benefitLevel === null ? (
          'Unknown'
        ) : (
          <Badge component="span" size="lg" variant="light" color={LEVELS[benefitLevel].colour}>
            {benefitLevel}
          </Badge>
        ),
      detail: benefitLevel === null ? 'Needs the subscriber count' : LEVELS[benefitLevel].band,
    },
    count('Total views', analysis.views),
    { label: 'Videos', value: formatCount(analysis.videos) },
    lastUpload === null
      ? { label: 'Last upload', value: 'No videos found' }
      : { label: 'Last upload', value: lastUpload.ago, detail: lastUpload.title ?? undefined },
  ];
}

/**
 * The channel analyzer's results (docs/product.md, channel-analyzer): the channel, its numbers and
 * benefit level, the star score and how it was reached, achievements, drawbacks and the flagged
 * words found.
 */
export function ChannelAnalyzerResult({ analysis }: ChannelAnalyzerResultProps) {
  const skipped = checksBy(analysis, 'skipped');
  return (
    <article className={report.report} aria-label={`Analysis of ${analysis.title}`}>
      <header className={classes.channel}>
        <Avatar src={analysis.avatarUrl} alt="" size={88} radius="100%" />
        <div>
          <Title order={2} className={`${report.heading} ${classes.title}`}>
            {analysis.title}
          </Title>
          {analysis.handle && <Text className={report.muted}>{analysis.handle}</Text>}
          <ExternalLink
            href={`https://www.youtube.com/channel/${analysis.id}`}
            className={report.headerLink}
          >
            View on YouTube
            <IconExternalLink size={14} aria-hidden="true" />
          </ExternalLink>
        </div>
      </header>

      <MetricTiles tiles={tilesOf(analysis)} cols={{ base: 1, xs: 2, md: 3, lg: 5 }} />

      <ChannelAnalysisScore score={analysis.score} checks={analysis.checks} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChannelAnalysisChecks
          title="Achievements"
          outcome="passed"
          checks={checksBy(analysis, 'passed')}
          empty="None yet."
        />
        <ChannelAnalysisChecks
          title="Drawbacks"
          outcome="failed"
          checks={checksBy(analysis, 'failed')}
          empty="Nothing to fix."
        />
      </SimpleGrid>
      {skipped.length > 0 && (
        <ChannelAnalysisChecks
          title="Left out of the score"
          outcome="skipped"
          checks={skipped}
          empty=""
        />
      )}

      <ReportPanel
        title={<>Flagged words ({analysis.flaggedWords.length})</>}
        label="Flagged words"
      >
        <BadgeList
          items={analysis.flaggedWords}
          color="red"
          empty={
            <>
              None of the {FLAGGED_WORDS.length} flagged words appear in the channel&apos;s title,
              description or keywords.
            </>
          }
        />
      </ReportPanel>
    </article>
  );
}
