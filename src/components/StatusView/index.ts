export { StatusView, type StatusViewProps } from './StatusView';
