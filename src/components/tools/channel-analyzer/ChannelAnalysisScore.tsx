import { Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { MAX_STARS } from '@/domain/tools/channel-analyzer/channelAnalysisRules';
import type { ChannelAnalysis } from '@/domain/tools/channel-analyzer/channelAnalysis';
import { ReportPanel } from '@/components/shared/ReportPanel';
import report from '@/components/tool-kit/Report.module.css';
import classes from './ChannelAnalyzerResult.module.css';

const percent = (passed: number, counted: number) =>
  counted === 0 ? 0 : Math.round((passed * 100) / counted);

/** The overall star score and how it was reached. */
export function ChannelAnalysisScore({ score, checks }: Pick<ChannelAnalysis, 'score' | 'checks'>) {
  const { passed, counted, stars } = score;
  const leftOut = checks.length - counted;
  return (
    <ReportPanel title="Overall score">
      <div className={classes.score}>
        <span
          className={classes.stars}
          role="img"
          aria-label={`${String(stars)} out of ${String(MAX_STARS)} stars`}
        >
          {Array.from({ length: MAX_STARS }, (_, index) =>
            index < stars ? (
              <IconStarFilled key={index} size={28} className={classes.starOn} aria-hidden="true" />
            ) : (
              <IconStar key={index} size={28} className={classes.starOff} aria-hidden="true" />
            ),
          )}
        </span>
        <Text className={classes.scoreText}>
          {passed} of {counted} checks passed ({percent(passed, counted)}%)
        </Text>
      </div>
      <Text className={report.muted} size="sm">
        Stars are the share of checks passed out of 5, rounded (halves up), and at least 1.
        {leftOut > 0 &&
          ` ${String(leftOut)} ${leftOut === 1 ? 'check was' : 'checks were'} left out because the numbers behind ${leftOut === 1 ? 'it are' : 'them are'} not available.`}
      </Text>
    </ReportPanel>
  );
}
