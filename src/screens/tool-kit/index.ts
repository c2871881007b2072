export { ToolRunPanel, type ToolRunPanelProps, type ToolRunView } from './ToolRunPanel';
export { SearchToolScreen, type SearchToolScreenProps } from './SearchToolScreen';
export { useToolForm } from './useToolForm';
export { useToolRun } from './useToolRun';
export { useToolSearch } from './useToolSearch';
export { useStateFollowingRoute } from './useStateFollowingRoute';
