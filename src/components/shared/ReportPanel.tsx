import { Paper, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './ReportPanel.module.css';

export interface ReportPanelProps {
  /** The section's visible heading, e.g. 'Highlights' or 'Tags (12)'. */
  title: ReactNode;
  /**
   * The section's accessible name when the title says more than its name, e.g. 'Tags' for the
   * title 'Tags (12)'. Without it the title names the section.
   */
  label?: string;
  /** The title's heading level (3 inside a report, 2 when the panel is the whole result). */
  order?: TitleOrder;
  /** The section's content, under the title. */
  children: ReactNode;
}

/** One titled section of a tool's report (checks, tags, highlights...). */
export function ReportPanel({ title, label, order = 3, children }: ReportPanelProps) {
  const titleId = useId();
  return (
    <Paper
      className={classes.panel}
      component="section"
      aria-label={label}
      aria-labelledby={label ? undefined : titleId}
    >
      <Title order={order} id={titleId} className={classes.title}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
