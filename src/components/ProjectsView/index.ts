export { ProjectsView, type ProjectsViewProps } from './ProjectsView';
