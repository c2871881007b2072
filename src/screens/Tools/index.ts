export { ToolsScreen, type ToolsScreenProps } from './ToolsScreen';
