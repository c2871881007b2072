export { AboutCard, type AboutCardProps } from './AboutCard';
