export {
  ChannelComparisonForm,
  type ChannelComparisonFormProps,
  type ChannelComparisonValues,
} from './ChannelComparisonForm';
