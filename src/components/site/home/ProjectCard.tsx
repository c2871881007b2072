import { IconArrowUpRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { ProjectCard as Project } from '@/config/site.types';
import { ExternalLink } from '@/components/shared/ExternalLink';
import classes from './ProjectCard.module.css';

export interface ProjectCardProps {
  /** The project's title, description, background art, accent colour and page (a new tab). */
  project: Project;
}

/**
 * One project: background art, accent colour, title and description. The whole card is
 * clickable through the title link (stretched over the card), which opens in a new tab.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  // The accent is data, not a design token, so it reaches the CSS as a custom property.
  const accent = { '--project-accent': project.accentColor } as CSSProperties;
  return (
    <article className={classes.card} style={accent}>
      <div className={classes.art}>
        <img className={classes.image} src={project.backgroundImage} alt="" />
        <span className={classes.arrow} aria-hidden="true">
          <IconArrowUpRight size={18} stroke={2} />
        </span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <ExternalLink href={project.url} unstyled className={classes.link}>
            {project.title}
          </ExternalLink>
        </h3>
        <p className={classes.description}>{project.description}</p>
      </div>
    </article>
  );
}
