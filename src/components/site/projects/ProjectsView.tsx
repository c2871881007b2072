import { SimpleGrid, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/shared/PageLoader';
import type { Project } from '@/domain/site/projects/project';
import { ProjectTile } from './ProjectTile';
import { LoadErrorView } from '@/components/shared/LoadErrorView';
import { PageSection } from '@/components/shared/PageSection';
import classes from './ProjectsView.module.css';

export type ProjectsViewProps =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'loaded'; projects: readonly Project[] };

/** The projects showcase page: heading, then the loading view, the error view or the grid. */
export function ProjectsView(props: ProjectsViewProps) {
  if (props.status === 'error') {
    return <LoadErrorView title="Projects" message={props.message} onRetry={props.onRetry} />;
  }
  return (
    <PageSection>
      <header className={classes.header}>
        <Title order={1}>Projects</Title>
        <Text className={classes.intro}>
          Plugins, templates and tools I build for editors and creators.
        </Text>
      </header>
      {props.status === 'loading' ? (
        <PageLoader label="Loading projects" />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          className={classes.grid}
        >
          {props.projects.map(({ id, ...project }) => (
            <li key={id}>
              <ProjectTile {...project} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </PageSection>
  );
}
