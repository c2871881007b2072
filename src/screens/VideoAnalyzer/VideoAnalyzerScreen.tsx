import { useParams } from 'react-router-dom';
import { ToolPage } from '@/components/ToolPage';
import { ToolSearchForm } from '@/components/ToolSearchForm';
import { VideoAnalysisReport } from '@/components/VideoAnalysisReport';
import { readVideoAnalyzerInput } from '@/domain/tools/videoAnalyzerInput';
import type { VideoAnalyzerLogic } from '@/machines/videoAnalyzerMachine';
import { ToolRunPanel, useToolRun, useToolSearch } from '../ToolKit';

export interface VideoAnalyzerScreenProps {
  logic: VideoAnalyzerLogic;
}

export const videoAnalyzerPath = (videoId: string) =>
  `/tools/video-analyzer/${encodeURIComponent(videoId)}`;

/** /tools/video-analyzer and /tools/video-analyzer/{videoId} (spec §2, §5, §8, §9). */
export function VideoAnalyzerScreen({ logic }: VideoAnalyzerScreenProps) {
  const { videoId } = useParams();
  const [snapshot, send] = useToolRun(logic, videoId);
  const search = useToolSearch(readVideoAnalyzerInput, videoAnalyzerPath);

  return (
    <ToolPage
      title="Video Analyzer"
      description="Paste a YouTube video link or ID to see its views, engagement, estimated revenue, tags and a checklist of what the video does well and what to improve."
      controls={
        <ToolSearchForm
          label="YouTube video URL or ID"
          placeholder="https://www.youtube.com/watch?v=..."
          submitLabel="Analyze"
          initialValue={videoId}
          error={search.error}
          busy={snapshot.hasTag('running')}
          onSubmit={search.submit}
          onEdit={search.clearError}
        />
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
        runningLabel="Analyzing video..."
      >
        {(analysis) => <VideoAnalysisReport analysis={analysis} />}
      </ToolRunPanel>
    </ToolPage>
  );
}
