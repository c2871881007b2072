import { ProjectsView, type ProjectsViewProps } from '@/components/site/projects/ProjectsView';
import type { projectsMachine } from '@/machines/shared/resourceMachine';
import { useMachine } from '@/screens/shared/useMachine';
import { showsLoader } from '@/machines/shared/prerendered';

export interface ProjectsScreenProps {
  /** The projects machine with its `load` actor provided (by the app, or fakes in stories). */
  logic: typeof projectsMachine;
}

/** Route /projects: the shared resource machine, specialised for projects, drives the view. */
export function ProjectsScreen({ logic }: ProjectsScreenProps) {
  const [snapshot, send] = useMachine(logic);
  const { data, error } = snapshot.context;

  let view: ProjectsViewProps;
  if (snapshot.hasTag('error')) {
    view = {
      status: 'error',
      message: error ?? '',
      onRetry: () => send({ type: 'resource.retry' }),
    };
  } else if (showsLoader(snapshot) || data === null) {
    // (While a prerendered page's projects are refreshed, they stay on screen.)
    view = { status: 'loading' };
  } else {
    view = { status: 'loaded', projects: data };
  }
  return <ProjectsView {...view} />;
}
