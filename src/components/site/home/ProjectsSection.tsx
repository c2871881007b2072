import { Anchor, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectCard as Project } from '@/config/site.types';
import { ProjectCard } from './ProjectCard';
import classes from './ProjectsSection.module.css';

export interface ProjectsSectionProps {
  /** The project cards in order (three in the site config). */
  projects: readonly Project[];
}

/** 'My Projects & Tools': the project cards and a link to the full list. At 768px or less only
 * the first two cards show (docs/product.md, home). */
export function ProjectsSection({ projects }: ProjectsSectionProps) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <header className={classes.header}>
        <Title order={2} id={headingId} className={classes.title}>
          My Projects &amp; Tools
        </Title>
        <Anchor component={Link} to="/projects" className={classes.viewAll}>
          View All
          <IconArrowRight size={16} stroke={2} aria-hidden="true" />
        </Anchor>
      </header>
      <ul className={classes.grid}>
        {projects.map((project) => (
          <li key={project.url} className={classes.item}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
