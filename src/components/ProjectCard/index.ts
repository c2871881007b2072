export { ProjectCard, type ProjectCardProps } from './ProjectCard';
