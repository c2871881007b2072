import { ROUTES } from '@/domain/routing/routeTable';
import { IconFileText } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolRunStatus } from '@/components/tool-kit/ToolRunStatus';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import {
  readTranscriptInput,
  TRANSCRIPT_MESSAGES,
  type TranscriptResult,
} from '@/domain/tools/youtube-transcript/transcript';
import type {
  TranscriptFileLogic,
  YoutubeTranscriptLogic,
} from '@/machines/tools/youtube-transcript/youtubeTranscriptMachine';
import { ToolRunPanel, useToolRun, useToolSearch } from '@/screens/tool-kit';
import { YoutubeTranscriptOutput } from './YoutubeTranscriptOutput';
import { formatCount } from '@/domain/format/count';

export interface YoutubeTranscriptScreenProps {
  /**
   * The transcript viewer's run machine with its YouTube service provided (app, or story fakes).
   */
  logic: YoutubeTranscriptLogic;
  /** Reads a captions file the visitor gives. */
  fileLogic: TranscriptFileLogic;
}

const resultSummary = (result: TranscriptResult) =>
  result.kind === 'transcript'
    ? `${TRANSCRIPT_MESSAGES.loaded}: ${formatCount(result.cues.length)} lines.`
    : `${TRANSCRIPT_MESSAGES.captioned}. ${result.reason}.`;

/**
 * /tools/youtube-transcript and /tools/youtube-transcript/{videoId} (docs/product.md,
 * youtube-transcript): the box navigates to the video's route, the route loads its transcript or
 * the captioned player; errors show in the inline red box.
 */
export function YoutubeTranscriptScreen({ logic, fileLogic }: YoutubeTranscriptScreenProps) {
  const videoId = useParams().videoId;
  const [snapshot, send] = useToolRun(logic, videoId);
  const box = useToolSearch(readTranscriptInput, ROUTES['youtube-transcript'].to, videoId);

  return (
    <ToolPage
      title="YouTube Transcript Viewer"
      description="Paste a YouTube video link to read its English transcript, search it, copy it or download it. No captions to fetch? Watch it with captions on, or give its .srt or .vtt file."
      controls={
        <ToolSearchForm
          label="YouTube video URL"
          placeholder="https://www.youtube.com/watch?v=..."
          submitLabel="View Transcript"
          icon={<IconFileText size={18} aria-hidden="true" />}
          requireText
          value={box.text}
          // The message itself is the screen's red box (docs/product.md, youtube-transcript).
          error={box.error !== null}
          busy={snapshot.hasTag('running')}
          onSubmit={box.submit}
          onEdit={box.edit}
        />
      }
    >
      {box.error ? (
        <ToolRunStatus status="error" message={box.error} />
      ) : (
        <ToolRunPanel
          snapshot={snapshot}
          onRetry={() => send({ type: 'tool.retry' })}
          runningLabel="Loading transcript..."
          resultSummary={resultSummary}
        >
          {(result) => (
            <YoutubeTranscriptOutput key={result.videoId} result={result} fileLogic={fileLogic} />
          )}
        </ToolRunPanel>
      )}
    </ToolPage>
  );
}
