export { ToolRunStatus, type ToolRunStatusProps } from './ToolRunStatus';
