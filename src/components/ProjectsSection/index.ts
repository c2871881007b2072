export { ProjectsSection, type ProjectsSectionProps } from './ProjectsSection';
