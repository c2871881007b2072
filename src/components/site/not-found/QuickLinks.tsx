import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuickLink } from '@/config/site.types';
import { Glyph } from '@/components/shared/Glyph';
import classes from './QuickLinks.module.css';

export interface QuickLinksProps {
  /** The pages to suggest, in order: icon, name and a one-line description each. */
  links: readonly QuickLink[];
  /** Names the list for screen readers. */
  label: string;
}

/** Tiles linking to internal pages, each with an icon and a one-line description. */
export function QuickLinks({ links, label }: QuickLinksProps) {
  return (
    <nav aria-label={label}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, lg: 4 }}
        spacing="sm"
        className={classes.list}
      >
        {links.map((link) => (
          <li key={link.path}>
            <UnstyledButton component={Link} to={link.path} className={classes.tile}>
              <span className={classes.icon}>
                <Glyph name={link.icon} size={22} />
              </span>
              <Text fw={600}>{link.label}</Text>
              <Text size="sm" className={classes.description}>
                {link.description}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}
