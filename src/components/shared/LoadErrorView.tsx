import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusView } from './StatusView';

export interface LoadErrorViewProps {
  /** The page's title, kept as the view's heading. */
  title: string;
  /** The documented failure text. */
  message: string;
  /** Called when the visitor presses 'Try Again': the page's machine loads the data again. */
  onRetry: () => void;
}

/** A page whose data failed to load: its title, the documented message and 'Try Again'. */
export function LoadErrorView({ title, message, onRetry }: LoadErrorViewProps) {
  return (
    <StatusView
      role="alert"
      icon={<IconAlertTriangle size={36} />}
      title={title}
      actions={<Button onClick={onRetry}>Try Again</Button>}
    >
      {message}
    </StatusView>
  );
}
