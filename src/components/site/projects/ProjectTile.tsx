import { Badge, VisuallyHidden } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ExternalLink } from '@/components/shared/ExternalLink';
import classes from './ProjectTile.module.css';

export interface ProjectTileProps {
  title: string;
  description: string;
  category: string;
  /** The project's page; without one the tile has no link. */
  url: string | null;
  /** Without a picture the tile shows its accent colour in the picture's place. */
  image: string | null;
  /** A '#rrggbb' colour for the tile's accent line and glow. */
  accentColor: string;
  featured: boolean;
}

/** One project of the showcase: ribbon when featured, category, title, description, link. */
export function ProjectTile({
  title,
  description,
  category,
  url,
  image,
  accentColor,
  featured,
}: ProjectTileProps) {
  // The accent comes from the database, so it reaches CSS as a custom property.
  const accent = { '--project-accent': accentColor } as CSSProperties;
  return (
    <article className={classes.tile} style={accent} data-featured={featured || undefined}>
      {featured && <span className={classes.ribbon}>Featured</span>}
      {image ? (
        <img className={classes.image} src={image} alt="" loading="lazy" />
      ) : (
        <div className={`${classes.image} ${classes.noImage}`} />
      )}
      <div className={classes.body}>
        <Badge variant="light" color="gray" className={classes.category}>
          {category}
        </Badge>
        <h2 className={classes.title}>{title}</h2>
        <p className={classes.description}>{description}</p>
        {url && (
          <ExternalLink href={url} unstyled className={classes.link}>
            Explore Project
            <IconArrowUpRight size={16} aria-hidden="true" />
            <VisuallyHidden> {title}</VisuallyHidden>
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
