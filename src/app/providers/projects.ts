import { fromPromise } from 'xstate';
import { projectsMachine } from '@/machines/resourceMachine';
import { contentService } from './contentService';

/** The projects machine reading from the hosted database. */
export const projectsLogic = projectsMachine.provide({
  actors: {
    load: fromPromise(async ({ signal }) => (await contentService()).listProjects(signal)),
  },
});
