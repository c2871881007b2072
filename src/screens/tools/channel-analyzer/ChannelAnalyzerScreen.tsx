import { ChannelAnalyzerResult } from '@/components/tools/channel-analyzer/ChannelAnalyzerResult';
import { ROUTES } from '@/domain/routing/routeTable';
import { channelAnalysisSummary } from '@/domain/tools/channel-analyzer/channelAnalysis';
import { readChannelAnalyzerInput } from '@/domain/tools/channel-analyzer/channelAnalyzerInput';
import type { ChannelAnalyzerLogic } from '@/machines/tools/channel-analyzer/channelAnalyzerMachine';
import { SearchToolScreen } from '@/screens/tool-kit';

export interface ChannelAnalyzerScreenProps {
  /** The channel analyzer's run machine with its YouTube service provided (app, or story fakes). */
  logic: ChannelAnalyzerLogic;
}

/**
 * /tools/channel-analyzer and /tools/channel-analyzer/{channel} (docs/product.md,
 * channel-analyzer).
 */
export function ChannelAnalyzerScreen({ logic }: ChannelAnalyzerScreenProps) {
  return (
    <SearchToolScreen
      logic={logic}
      param="channelId"
      title="Channel Analyzer"
      description="Paste a YouTube channel link, @handle or channel ID to audit it: how active it is, its description, views per subscriber and per video, flagged words, its benefit level and an overall star score."
      search={{
        label: 'YouTube channel URL, @handle or ID',
        placeholder: 'https://www.youtube.com/@channel',
        submitLabel: 'Analyze',
        read: readChannelAnalyzerInput,
        pathFor: ROUTES['channel-analyzer'].to,
      }}
      runningLabel="Analyzing channel..."
      resultSummary={channelAnalysisSummary}
    >
      {(analysis) => <ChannelAnalyzerResult analysis={analysis} />}
    </SearchToolScreen>
  );
}
