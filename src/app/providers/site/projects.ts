import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { projectsMachine } from '@/machines/shared/resourceMachine';
import { contentService } from '@/app/providers/contentService';

/** The projects machine reading from the hosted database. */
export const projectsLogic = projectsMachine.provide({
  actors: {
    load: fromAbortablePromise(async ({ signal }) => (await contentService()).listProjects(signal)),
  },
});
