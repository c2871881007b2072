import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ErrorAlertProps {
  /** What went wrong, in the documented words. */
  children: ReactNode;
  /** A class of the caller's, for the space around the box. */
  className?: string;
}

/** An inline red box that assistive technology announces as soon as it appears. */
export function ErrorAlert({ children, className }: ErrorAlertProps) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      className={className}
    >
      {children}
    </Alert>
  );
}
