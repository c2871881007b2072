import { Button, Group, Loader, Progress, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/shared/ErrorAlert';
import { focusIsNowhere } from '@/components/shared/useFocusKeptWhileBusy';
import classes from './ToolRunStatus.module.css';
import { formatCount } from '@/domain/format/count';

/** How far a long run has got: the bar's share (null when the total is unknown) and its text. */
export interface RunProgress {
  /** 0–100, or null for a run that does not know its total yet. */
  value: number | null;
  /** What the bar says, e.g. 'Fetched 300 of 1,000 comments'; also its accessible name. */
  label: string;
}

export type ToolRunStatusProps =
  | { status: 'idle'; hint?: ReactNode }
  | { status: 'running'; label: string; progress?: RunProgress }
  | { status: 'error'; message: string; onRetry?: () => void }
  | { status: 'results'; units: number; children: ReactNode };

const unitsText = (units: number) =>
  `This run used ${formatCount(units)} YouTube API quota ${units === 1 ? 'unit' : 'units'}.`;

/**
 * 'Try again' leaves the page while the run it starts is running, and focus with it: if that run
 * fails too, the new 'Try again' gets focus back, where the visitor left it.
 */
function useRetryKeepsFocus(status: ToolRunStatusProps['status']) {
  const retryButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);
  useLayoutEffect(() => {
    if (status === 'running') return;
    if (status === 'error' && retried.current && focusIsNowhere()) {
      retryButton.current?.focus({ preventScroll: true });
    }
    retried.current = false;
  }, [status]);
  const markRetried = () => {
    retried.current = true;
  };
  return { retryButton, markRetried };
}

/**
 * A long run's bar. With a known total it fills up; without one it is a full striped bar (moving
 * unless the visitor prefers reduced motion), a progressbar without a value as ARIA describes.
 */
function RunProgressBar({ value, label }: RunProgress) {
  const reduceMotion = useReducedMotion();
  if (value !== null) {
    return <Progress className={classes.bar} value={value} aria-label={label} />;
  }
  return (
    <Progress.Root className={classes.bar}>
      <Progress.Section
        value={100}
        striped
        animated={!reduceMotion}
        withAria={false}
        role="progressbar"
        aria-label={label}
      />
    </Progress.Root>
  );
}

/**
 * What a tool shows under its input: a hint, a spinner (with a progress bar for a long run), an
 * inline alert with the documented text (never `window.alert`), or the results with the quota units
 * the run spent.
 */
export function ToolRunStatus(props: ToolRunStatusProps) {
  const { retryButton, markRetried } = useRetryKeepsFocus(props.status);
  switch (props.status) {
    case 'idle':
      return props.hint ? <div className={classes.hint}>{props.hint}</div> : null;
    case 'running':
      if (props.progress) {
        return (
          <div className={classes.running} role="status">
            <Group gap="sm">
              <Loader size="sm" aria-hidden="true" />
              <Text>{props.label}</Text>
            </Group>
            <RunProgressBar {...props.progress} />
            <Text className={classes.progressText}>{props.progress.label}</Text>
          </div>
        );
      }
      return (
        <Group className={classes.running} role="status" gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>{props.label}</Text>
        </Group>
      );
    case 'error':
      return (
        <ErrorAlert className={classes.alert}>
          <Text>{props.message}</Text>
          {props.onRetry && (
            <Button
              ref={retryButton}
              variant="light"
              color="red"
              size="xs"
              mt="sm"
              onClick={() => {
                markRetried();
                props.onRetry?.();
              }}
            >
              Try again
            </Button>
          )}
        </ErrorAlert>
      );
    case 'results':
      return (
        <div>
          {props.children}
          <Text className={classes.units}>{unitsText(props.units)}</Text>
        </div>
      );
  }
}
