import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { projectsMachine } from '@/machines/shared/resourceMachine';
import { contentService } from '@/app/providers/contentService';
import type { ProjectsScreenProps } from '@/screens/site/projects/ProjectsScreen';

/** The projects machine reading from the hosted database. */
export const projectsLogic = projectsMachine.provide({
  actors: {
    load: fromAbortablePromise(async ({ signal }) => (await contentService()).listProjects(signal)),
  },
});

/** What the projects screen gets from the app, read as the route renders. */
export const screenProps = (): ProjectsScreenProps => ({ logic: projectsLogic });
