export {
  ChannelConsultantScreen,
  type ChannelConsultantScreenProps,
} from './ChannelConsultantScreen';
