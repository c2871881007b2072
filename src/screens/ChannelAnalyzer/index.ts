export {
  ChannelAnalyzerScreen,
  channelAnalyzerPath,
  type ChannelAnalyzerScreenProps,
} from './ChannelAnalyzerScreen';
