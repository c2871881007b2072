export { ToolPage, type ToolPageProps } from './ToolPage';
