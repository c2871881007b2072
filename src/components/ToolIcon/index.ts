export { ToolIcon, toolIconNames, type ToolIconProps } from './ToolIcon';
