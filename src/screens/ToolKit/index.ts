export { ToolRunPanel, type ToolRunPanelProps } from './ToolRunPanel';
export { useToolRun } from './useToolRun';
export { useToolSearch } from './useToolSearch';
