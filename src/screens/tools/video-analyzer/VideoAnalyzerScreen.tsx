import { ROUTES } from '@/domain/routing/routeTable';
import { VideoAnalyzerResult } from '@/components/tools/video-analyzer/VideoAnalyzerResult';
import { readVideoAnalyzerInput } from '@/domain/tools/video-analyzer/videoAnalyzerInput';
import type { VideoAnalyzerLogic } from '@/machines/tools/video-analyzer/videoAnalyzerMachine';
import { SearchToolScreen } from '@/screens/tool-kit';

export interface VideoAnalyzerScreenProps {
  /** The video analyzer's run machine with its YouTube service provided (app, or story fakes). */
  logic: VideoAnalyzerLogic;
}

/** /tools/video-analyzer and /tools/video-analyzer/{videoId} (docs/product.md, video-analyzer). */
export function VideoAnalyzerScreen({ logic }: VideoAnalyzerScreenProps) {
  return (
    <SearchToolScreen
      logic={logic}
      param="videoId"
      title="Video Analyzer"
      description="Paste a YouTube video link or ID to see its views, engagement, estimated revenue, tags and a checklist of what the video does well and what to improve."
      search={{
        label: 'YouTube video URL or ID',
        placeholder: 'https://www.youtube.com/watch?v=...',
        submitLabel: 'Analyze',
        read: readVideoAnalyzerInput,
        pathFor: ROUTES['video-analyzer'].to,
      }}
      runningLabel="Analyzing video..."
    >
      {(analysis) => <VideoAnalyzerResult analysis={analysis} />}
    </SearchToolScreen>
  );
}
