import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToolRunStatus } from '@/components/tool-kit/ToolRunStatus';
import {
  describeProgress,
  ITEMS,
  progressPercent,
  type ItemNoun,
} from '@/domain/tool-kit/toolProgress';
import type { ToolRunContext, ToolRunTag } from '@/machines/tool-kit/toolRunMachine';

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
  /** The tool-run machine's current snapshot: the panel shows what its tags and context say. */
  snapshot: ToolRunView<TResult>;
  /** Called when the visitor presses 'Try again', offered only when retrying can help. */
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
  /**
   * What a screen reader hears when results arrive, e.g. 'Analysis ready: 4 of 5 checks
   * passed'. Default: 'Results ready.'
   */
  resultSummary?: (result: TResult) => string;
  /** Draws the tool's result; the panel adds the quota units line under it. */
  children: (result: TResult) => ReactNode;
}

export const DEFAULT_RESULT_SUMMARY = 'Results ready.';

/**
 * The machine's state as the tool's output area: hint, spinner or progress, alert, results. A
 * live region that stays on the page says when results arrive (one inserted with the results
 * is not reliably announced). It has no `status` role: the spinner is the panel's status.
 */
export function ToolRunPanel<TResult>(props: ToolRunPanelProps<TResult>) {
  const { snapshot, resultSummary = () => DEFAULT_RESULT_SUMMARY } = props;
  const { result } = snapshot.context;
  const ready = snapshot.hasTag('results') && result !== null;
  return (
    <>
      <ToolRunOutput {...props} />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {ready ? resultSummary(result) : ''}
      </VisuallyHidden>
    </>
  );
}

function ToolRunOutput<TResult>({
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
