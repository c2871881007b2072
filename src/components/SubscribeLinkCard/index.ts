export {
  SubscribeLinkCard,
  type SubscribeLinkCardProps,
  type SubscribeLinkQr,
} from './SubscribeLinkCard';
