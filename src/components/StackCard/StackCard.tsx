import { IconStack2 } from '@tabler/icons-react';
import type { TechItem } from '@/config/site.types';
import { InfoCard } from '../InfoCard';
import classes from './StackCard.module.css';

export interface StackCardProps {
  tools: readonly TechItem[];
}

/** The software the owner works with: logo, name and what it is used for. */
export function StackCard({ tools }: StackCardProps) {
  return (
    <InfoCard title="My Stack" icon={<IconStack2 size={20} stroke={1.75} />}>
      <ul className={classes.list}>
        {tools.map((tool) => (
          <li key={tool.name} className={classes.item}>
            <img className={classes.logo} src={tool.logo} alt="" width={40} height={40} />
            <span className={classes.text}>
              <span className={classes.name}>{tool.name}</span>
              <span className={classes.role}>{tool.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}
