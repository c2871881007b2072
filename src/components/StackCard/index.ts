export { StackCard, type StackCardProps } from './StackCard';
