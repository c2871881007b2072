import { ROUTES } from '@/domain/routing/routeTable';
import { PlaylistAnalyzerResult } from '@/components/tools/playlist-analyzer/PlaylistAnalyzerResult';
import { playlistAnalysisSummary } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { readPlaylistAnalyzerInput } from '@/domain/tools/playlist-analyzer/playlistAnalyzerInput';
import type { PlaylistAnalyzerLogic } from '@/machines/tools/playlist-analyzer/playlistAnalyzerMachine';
import { SearchToolScreen } from '@/screens/tool-kit';

export interface PlaylistAnalyzerScreenProps {
  /**
   * The playlist analyzer's run machine with its YouTube service provided (app, or story fakes).
   */
  logic: PlaylistAnalyzerLogic;
}

const VIDEOS = { one: 'video', other: 'videos' };

/**
 * /tools/playlist-analyzer and /tools/playlist-analyzer/{playlistId} (docs/product.md,
 * playlist-analyzer).
 */
export function PlaylistAnalyzerScreen({ logic }: PlaylistAnalyzerScreenProps) {
  return (
    <SearchToolScreen
      logic={logic}
      param="playlistId"
      title="Playlist Analyzer"
      description="Paste a YouTube playlist link or ID to summarise it: total and average views, running time (also at faster speeds), the most and least viewed videos, channels, top tags, categories and languages."
      search={{
        label: 'YouTube playlist URL or ID',
        placeholder: 'https://www.youtube.com/playlist?list=...',
        submitLabel: 'Analyze',
        read: readPlaylistAnalyzerInput,
        pathFor: ROUTES['playlist-analyzer'].to,
      }}
      runningLabel="Analyzing playlist..."
      progressNoun={VIDEOS}
      resultSummary={playlistAnalysisSummary}
    >
      {(analysis) => (
        <PlaylistAnalyzerResult
          analysis={analysis}
          videoAnalyzerPath={ROUTES['video-analyzer'].to}
        />
      )}
    </SearchToolScreen>
  );
}
