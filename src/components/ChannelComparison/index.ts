export { ChannelComparison, type ChannelComparisonProps } from './ChannelComparison';
