import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './InfoCard.module.css';

export interface InfoCardProps {
  /** The card's heading (an h2), which also names the section. */
  title: string;
  /** A small decorative icon shown beside the title. */
  icon?: ReactNode;
  /** The card's content, under the title. */
  children: ReactNode;
}

/** A titled panel of the home page (About Me, My Stack, I've Worked With). */
export function InfoCard({ title, icon, children }: InfoCardProps) {
  const headingId = useId();
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <header className={classes.header}>
        {icon && (
          <span className={classes.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Title order={2} id={headingId} className={classes.title}>
          {title}
        </Title>
      </header>
      {children}
    </section>
  );
}
