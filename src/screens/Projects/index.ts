export { ProjectsScreen, type ProjectsScreenProps } from './ProjectsScreen';
