import { PlaylistSummary } from '@/components/PlaylistSummary';
import { playlistAnalysisSummary } from '@/domain/tools/playlistAnalysis';
import { readPlaylistAnalyzerInput } from '@/domain/tools/playlistAnalyzerInput';
import type { PlaylistAnalyzerLogic } from '@/machines/playlistAnalyzerMachine';
import { SearchToolScreen } from '../ToolKit';

export interface PlaylistAnalyzerScreenProps {
  logic: PlaylistAnalyzerLogic;
}

/** The route of a playlist's summary (or of a single-video link, which the screen explains). */
export const playlistAnalyzerPath = (playlist: string) =>
  `/tools/playlist-analyzer/${encodeURIComponent(playlist)}`;

/**
 * The video analyzer's route (as `videoAnalyzerPath` of src/screens/VideoAnalyzer builds it; not
 * imported, so this route's chunk does not pull in the video analyzer's screen).
 */
const videoAnalyzerPath = (videoId: string) =>
  `/tools/video-analyzer/${encodeURIComponent(videoId)}`;

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
      {(analysis) => <PlaylistSummary analysis={analysis} videoAnalyzerPath={videoAnalyzerPath} />}
    </SearchToolScreen>
  );
}
