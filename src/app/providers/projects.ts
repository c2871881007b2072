import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { projectsMachine } from '@/machines/resourceMachine';
import { contentService } from './contentService';

/** The projects machine reading from the hosted database. */
export const projectsLogic = projectsMachine.provide({
  actors: {
    load: fromAbortablePromise(async ({ signal }) => (await contentService()).listProjects(signal)),
  },
});
