import { IconStack2 } from '@tabler/icons-react';
import type { TechItem } from '@/config/site.types';
import { InfoCard } from './InfoCard';
import { MediaChip } from './MediaChip';
import classes from './StackCard.module.css';

export interface StackCardProps {
  /** The software in order: logo, name and what it is used for. */
  tools: readonly TechItem[];
}

/** The software the owner works with: logo, name and what it is used for. */
export function StackCard({ tools }: StackCardProps) {
  return (
    <InfoCard title="My Stack" icon={<IconStack2 size={20} stroke={1.75} />}>
      <ul className={classes.list}>
        {tools.map((tool) => (
          <li key={tool.name}>
            <MediaChip image={tool.logo} title={tool.name} caption={tool.role} />
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}
