import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ToolRunLogic } from '@/machines/toolRunMachine';
import { ToolRunStatus } from '@/components/ToolRunStatus';

export interface ToolRunPanelProps<TInput, TResult> {
  snapshot: SnapshotFrom<ToolRunLogic<TInput, TResult>>;
  onRetry: () => void;
  /** What the spinner says, e.g. 'Analyzing video...'. */
  runningLabel: string;
  /** Shown before the first run. */
  hint?: ReactNode;
  children: (result: TResult) => ReactNode;
}

/** The machine's state as the tool's output area: hint, spinner, alert or results. */
export function ToolRunPanel<TInput, TResult>({
  snapshot,
  onRetry,
  runningLabel,
  hint,
  children,
}: ToolRunPanelProps<TInput, TResult>) {
  const { result, units, error, canRetry } = snapshot.context;
  if (snapshot.hasTag('running')) return <ToolRunStatus status="running" label={runningLabel} />;
  if (snapshot.hasTag('error'))
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
