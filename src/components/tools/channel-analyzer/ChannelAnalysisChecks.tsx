import { List, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus, IconCircleX } from '@tabler/icons-react';
import type {
  ChannelCheck,
  ChannelCheckOutcome,
} from '@/domain/tools/channel-analyzer/channelAnalysis';
import { ReportPanel } from '@/components/shared/ReportPanel';
import report from '@/components/tool-kit/Report.module.css';
import classes from './ChannelAnalyzerResult.module.css';

const ICONS = { passed: IconCircleCheck, failed: IconCircleX, skipped: IconCircleMinus } as const;
const ICON_CLASSES = { passed: report.passed, failed: report.failed, skipped: classes.skipped };

export interface ChannelAnalysisChecksProps {
  /** The panel's heading: 'Achievements', 'Drawbacks' or 'Left out of the score'. */
  title: string;
  /** Which list this is; it picks the icon beside each check (tick, cross or dash). */
  outcome: ChannelCheckOutcome;
  /** The checks to list, each with its text and the number behind it. */
  checks: readonly ChannelCheck[];
  /** What the panel says when no check landed in it. */
  empty: string;
}

/** One list of checks (achievements, drawbacks or left out), each with the number behind it. */
export function ChannelAnalysisChecks({
  title,
  outcome,
  checks,
  empty,
}: ChannelAnalysisChecksProps) {
  const Icon = ICONS[outcome];
  return (
    <ReportPanel title={title}>
      {checks.length === 0 ? (
        <Text className={report.muted}>{empty}</Text>
      ) : (
        <List spacing="sm" className={report.checklist}>
          {checks.map((check) => (
            <List.Item
              key={check.id}
              icon={<Icon size={20} className={ICON_CLASSES[outcome]} aria-hidden="true" />}
            >
              <Text className={classes.checkText}>{check.text}</Text>
              <Text className={report.muted} size="sm">
                {check.figure}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </ReportPanel>
  );
}
