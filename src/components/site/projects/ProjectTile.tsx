import { Badge, VisuallyHidden } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ExternalLink } from '@/components/shared/ExternalLink';
import type { Project } from '@/domain/site/projects/project';
import classes from './ProjectTile.module.css';

/** The project as the content service gives it. */
export type ProjectTileProps = Omit<Project, 'id'>;

/**
 * One project of the showcase: ribbon when featured, category, title, description, link. Without
 * a page the tile has no link; without a picture it shows its accent colour in the picture's
 * place; the accent also draws its line and glow.
 */
export function ProjectTile({
  title,
  description,
  category,
  projectUrl,
  imageUrl,
  colorAccent,
  featured,
}: ProjectTileProps) {
  // The accent comes from the database, so it reaches CSS as a custom property.
  const accent = { '--project-accent': colorAccent } as CSSProperties;
  return (
    <article className={classes.tile} style={accent} data-featured={featured || undefined}>
      {featured && <span className={classes.ribbon}>Featured</span>}
      {imageUrl ? (
        <img className={classes.image} src={imageUrl} alt="" loading="lazy" />
      ) : (
        <div className={`${classes.image} ${classes.noImage}`} />
      )}
      <div className={classes.body}>
        <Badge variant="light" color="gray" className={classes.category}>
          {category}
        </Badge>
        <h2 className={classes.title}>{title}</h2>
        <p className={classes.description}>{description}</p>
        {projectUrl && (
          <ExternalLink href={projectUrl} unstyled className={classes.link}>
            Explore Project
            <IconArrowUpRight size={16} aria-hidden="true" />
            <VisuallyHidden> {title}</VisuallyHidden>
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
