export { ToolCard, type ToolCardProps } from './ToolCard';
