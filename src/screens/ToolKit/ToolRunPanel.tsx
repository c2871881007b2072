import type { ReactNode } from 'react';
import { ToolRunStatus } from '@/components/ToolRunStatus';
import {
  describeProgress,
  ITEMS,
  progressPercent,
  type ItemNoun,
} from '@/domain/tools/toolProgress';
import type { ToolRunContext, ToolRunTag } from '@/machines/toolRunMachine';

/**
 * What the panel reads of a tool-run snapshot (any of the three shapes: one route parameter,
 * two, or a form).
 */
export interface ToolRunView<TResult> {
  hasTag(tag: ToolRunTag): boolean;
  context: Pick<
    ToolRunContext<unknown, TResult>,
    'result' | 'units' | 'error' | 'canRetry' | 'progress'
  >;
}

export interface ToolRunPanelProps<TResult> {
  snapshot: ToolRunView<TResult>;
  onRetry: () => void;
  /** What the spinner says, e.g. 'Analyzing video...'. */
  runningLabel: string;
  /**
   * What a long run's items are called, for its progress bar ('Fetched 300 comments'); the bar
   * shows once the run reports progress. Default: items.
   */
  progressNoun?: ItemNoun;
  /** Shown before the first run. */
  hint?: ReactNode;
  /**
   * A form that shows bad input under its own field (`useToolForm().fieldError`): the panel then
   * shows its hint instead of a second copy of the message.
   */
  invalidAtField?: boolean;
  children: (result: TResult) => ReactNode;
}

/** The machine's state as the tool's output area: hint, spinner or progress, alert, results. */
export function ToolRunPanel<TResult>({
  snapshot,
  onRetry,
  runningLabel,
  progressNoun = ITEMS,
  hint,
  invalidAtField = false,
  children,
}: ToolRunPanelProps<TResult>) {
  const { result, units, error, canRetry, progress } = snapshot.context;
  if (snapshot.hasTag('running')) {
    return (
      <ToolRunStatus
        status="running"
        label={runningLabel}
        progress={
          progress
            ? { value: progressPercent(progress), label: describeProgress(progress, progressNoun) }
            : undefined
        }
      />
    );
  }
  if (snapshot.hasTag('error') && !(invalidAtField && snapshot.hasTag('invalid')))
    return (
      <ToolRunStatus
        status="error"
        message={error ?? ''}
        onRetry={canRetry ? onRetry : undefined}
      />
    );
  if (snapshot.hasTag('results') && result !== null)
    return (
      <ToolRunStatus status="results" units={units ?? 0}>
        {children(result)}
      </ToolRunStatus>
    );
  return <ToolRunStatus status="idle" hint={hint} />;
}
