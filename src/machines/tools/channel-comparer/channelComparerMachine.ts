import {
  CHANNEL_COMPARER_MESSAGES,
  type ChannelComparison,
} from '@/domain/tools/channel-comparer/channelComparison';
import {
  channelPairToCompare,
  type ChannelPair,
  type ChannelPairParams,
} from '@/domain/tools/channel-comparer/channelComparisonInput';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The channel comparer (docs/product.md, channel-comparer): `/tools/channel-comparer?a=…&b=…`
 * compares the two channels; the app provides `run` (both channels, with the fewest calls the
 * references allow).
 */
export const channelComparerMachine = createToolRunMachine<
  ChannelPair,
  ChannelComparison,
  ChannelPairParams
>('channelComparer', {
  parse: channelPairToCompare,
  failureMessage: CHANNEL_COMPARER_MESSAGES.failed,
});

export type ChannelComparerLogic = typeof channelComparerMachine;
