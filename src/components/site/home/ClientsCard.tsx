import { IconUsersGroup } from '@tabler/icons-react';
import type { ClientEntry } from '@/config/site.types';
import { InfoCard } from './InfoCard';
import { MediaChip } from './MediaChip';
import classes from './ClientsCard.module.css';

export interface ClientsCardProps {
  /** The creators listed, in order: name, subscriber label ('2.4M subscribers') and picture. */
  clients: readonly ClientEntry[];
  /** Creators worked with beyond the listed ones, stated after the list. */
  moreCount: number;
}

/** Creator channels the owner has edited for, each with its subscriber count. */
export function ClientsCard({ clients, moreCount }: ClientsCardProps) {
  return (
    <InfoCard title="I've Worked With" icon={<IconUsersGroup size={20} stroke={1.75} />}>
      <div className={classes.body}>
        <ul className={classes.list}>
          {clients.map((client) => (
            <li key={client.name}>
              <MediaChip
                image={client.image}
                title={client.name}
                caption={client.subscribers}
                shape="circle"
              />
            </li>
          ))}
        </ul>
        {moreCount > 0 && <p className={classes.more}>+ {moreCount} more creators and counting</p>}
      </div>
    </InfoCard>
  );
}
