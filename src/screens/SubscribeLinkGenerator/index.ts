export {
  SubscribeLinkGeneratorScreen,
  type SubscribeLinkGeneratorScreenProps,
} from './SubscribeLinkGeneratorScreen';
