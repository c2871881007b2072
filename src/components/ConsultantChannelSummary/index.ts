export {
  ConsultantChannelSummary,
  type ConsultantChannelSummaryProps,
} from './ConsultantChannelSummary';
