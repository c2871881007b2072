import type { HeroStat } from '@/config/site.types';
import classes from './HeroStats.module.css';

export interface HeroStatsProps {
  /** The numbers in order, each a value and its words, e.g. '130M+' and 'views'. */
  stats: readonly HeroStat[];
  /** Names the list for screen readers. */
  label?: string;
}

/** Headline numbers; each reads as one phrase, e.g. '130M+ views'. */
export function HeroStats({ stats, label = 'Highlights' }: HeroStatsProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={classes.stat}>
          <span className={classes.value}>{stat.value}</span>{' '}
          <span className={classes.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
