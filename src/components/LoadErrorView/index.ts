export { LoadErrorView, type LoadErrorViewProps } from './LoadErrorView';
