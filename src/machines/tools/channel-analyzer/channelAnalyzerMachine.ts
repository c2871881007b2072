import {
  CHANNEL_ANALYZER_MESSAGES,
  type ChannelAnalysis,
} from '@/domain/tools/channel-analyzer/channelAnalysis';
import {
  channelToAnalyze,
  resolvedChannelParam,
} from '@/domain/tools/channel-analyzer/channelAnalyzerInput';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The channel analyzer (docs/product.md, channel-analyzer): `/tools/channel-analyzer/{channel}` (an
 * id, an `@handle` or a channel link) runs the analysis of that channel; the app provides `run`
 * (the channel, then its newest upload) and the clock it reads "now" from. A `/user/` or `/c/`
 * link's address becomes the channel's `@handle` (or id) once the channel is found.
 */
export const channelAnalyzerMachine = createToolRunMachine<ChannelRef, ChannelAnalysis>(
  'channelAnalyzer',
  {
    parse: channelToAnalyze,
    failureMessage: CHANNEL_ANALYZER_MESSAGES.failed,
    resolvedParams: resolvedChannelParam,
  },
);

export type ChannelAnalyzerLogic = typeof channelAnalyzerMachine;
