import { videoAnalyzerPath } from '@/domain/routing/toolPaths';
import { PlaylistAnalyzerResult } from '@/components/tools/playlist-analyzer/PlaylistAnalyzerResult';
import { playlistAnalysisSummary } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { readPlaylistAnalyzerInput } from '@/domain/tools/playlist-analyzer/playlistAnalyzerInput';
import type { PlaylistAnalyzerLogic } from '@/machines/tools/playlist-analyzer/playlistAnalyzerMachine';
import { SearchToolScreen } from '@/screens/tool-kit';

export interface PlaylistAnalyzerScreenProps {
  logic: PlaylistAnalyzerLogic;
}

/** The route of a playlist's summary (or of a single-video link, which the screen explains). */
export const playlistAnalyzerPath = (playlist: string) =>
  `/tools/playlist-analyzer/${encodeURIComponent(playlist)}`;

const VIDEOS = { one: 'video', other: 'videos' };

/** /tools/playlist-analyzer and /tools/playlist-analyzer/{playlistId} (spec §2, §5, §8, §9). */
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
        pathFor: playlistAnalyzerPath,
      }}
      runningLabel="Analyzing playlist..."
      progressNoun={VIDEOS}
      resultSummary={playlistAnalysisSummary}
    >
      {(analysis) => (
        <PlaylistAnalyzerResult analysis={analysis} videoAnalyzerPath={videoAnalyzerPath} />
      )}
    </SearchToolScreen>
  );
}
