import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './StatusView.module.css';

export interface StatusViewProps {
  /** A large icon above the title. */
  icon?: ReactNode;
  /** Small text above the title, e.g. an error code. */
  eyebrow?: string;
  /** The view's heading, the page's one level-1 heading, e.g. 'Page Not Found'. */
  title: string;
  /** The explanation under the title. */
  children?: ReactNode;
  /** Buttons or links. */
  actions?: ReactNode;
  /** Extra content under the actions, e.g. suggestion tiles. */
  footer?: ReactNode;
  /** `alert` announces the view to screen readers as soon as it appears. */
  role?: 'alert' | 'status';
}

/** A centred full-page message: errors, not-found and empty states share this frame. */
export function StatusView({
  icon,
  eyebrow,
  title,
  children,
  actions,
  footer,
  role,
}: StatusViewProps) {
  return (
    <section className={classes.root} role={role}>
      <Stack align="center" gap="md" className={classes.content}>
        {icon && (
          <ThemeIcon size={72} radius="xl" variant="light" color="brand" aria-hidden="true">
            {icon}
          </ThemeIcon>
        )}
        {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {children && <div className={classes.detail}>{children}</div>}
        {actions && <div className={classes.actions}>{actions}</div>}
      </Stack>
      {footer && <div className={classes.footer}>{footer}</div>}
    </section>
  );
}
