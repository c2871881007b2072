export { ChannelComparerScreen, type ChannelComparerScreenProps } from './ChannelComparerScreen';
