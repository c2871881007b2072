export { ToolRunStatus, type RunProgress, type ToolRunStatusProps } from './ToolRunStatus';
