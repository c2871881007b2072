export { PlaylistSummary, type PlaylistSummaryProps } from './PlaylistSummary';
