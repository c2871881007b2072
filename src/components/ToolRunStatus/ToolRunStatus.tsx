import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ToolRunStatus.module.css';

export type ToolRunStatusProps =
  | { status: 'idle'; hint?: ReactNode }
  | { status: 'running'; label: string }
  | { status: 'error'; message: string; onRetry?: () => void }
  | { status: 'results'; units: number; children: ReactNode };

const unitsText = (units: number) =>
  `This run used ${units.toLocaleString('en-US')} YouTube API quota ${units === 1 ? 'unit' : 'units'}.`;

/**
 * What a tool shows under its input: a hint, a spinner, an inline alert with the spec's text
 * (never `window.alert`), or the results with the quota units the run spent.
 */
export function ToolRunStatus(props: ToolRunStatusProps) {
  switch (props.status) {
    case 'idle':
      return props.hint ? <div className={classes.hint}>{props.hint}</div> : null;
    case 'running':
      return (
        <Group className={classes.running} role="status" gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>{props.label}</Text>
        </Group>
      );
    case 'error':
      return (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          className={classes.alert}
        >
          <Text>{props.message}</Text>
          {props.onRetry && (
            <Button variant="light" color="red" size="xs" mt="sm" onClick={props.onRetry}>
              Try again
            </Button>
          )}
        </Alert>
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
