import { Alert, AspectRatio, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import {
  TRANSCRIPT_LANGUAGE,
  TRANSCRIPT_MESSAGES,
  type CaptionFile,
  type TranscriptResult as Result,
} from '@/domain/tools/youtube-transcript/transcript';
import { transcriptFileBase } from '@/domain/tools/youtube-transcript/transcriptCues';
import type { EmbedUrlOptions } from '@/domain/youtube/embedUrl';
import { TranscriptFileInput, type CaptionText } from './TranscriptFileInput';
import { TranscriptPanel } from './TranscriptPanel';
import { seekYouTubePlayer } from '@/components/shared/playerCommand';
import { YouTubePlayer } from '@/components/shared/YouTubePlayer';
import classes from './YoutubeTranscriptResult.module.css';

export interface YoutubeTranscriptResultProps {
  /**
   * What the run gave for the video: its transcript, or the captioned player with the reason
   * ('No transcript found' or 'Failed to fetch captions').
   */
  result: Result;
  /** A captions file the visitor gave, shown instead of the fetched transcript. */
  file?: CaptionFile | null;
  /** True while a captions file the visitor gave is being read. */
  fileReading?: boolean;
  /** Why the last captions file gave no transcript, shown under the file box; null when none. */
  fileError?: string | null;
  /** Called with an uploaded or pasted captions file's text and name; the screen reads it. */
  onReadFile: (captions: CaptionText) => void;
  /** Builds the player URL (stories use a local stand-in). */
  buildEmbedUrl?: (videoId: string, options: EmbedUrlOptions) => string;
}

function sourceOf(file: CaptionFile | null | undefined) {
  if (!file) return 'English captions from YouTube';
  return file.name ? `From ${file.name}` : `From pasted ${file.format.toUpperCase()} captions`;
}

/**
 * The transcript viewer's result (docs/product.md, youtube-transcript): the loaded transcript with
 * a success message, or the embedded player with English captions forced on ('Video loaded with
 * captions') and why; then the player, the transcript (fetched, or from a captions file the visitor
 * gives), and the box to give one. Each timestamp plays the video from there.
 */
export function YoutubeTranscriptResult({
  result,
  file,
  fileReading,
  fileError,
  onReadFile,
  buildEmbedUrl,
}: YoutubeTranscriptResultProps) {
  const player = useRef<HTMLIFrameElement>(null);
  const fallback = result.kind === 'captioned-player';
  // The file's transcript, else the video's own (the fallback has none).
  const shown = file ?? (fallback ? null : result);
  const seek = useCallback((ms: number) => {
    if (seekYouTubePlayer(player.current, ms)) {
      player.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, []);
  return (
    <article className={classes.result} aria-label={`Transcript of video ${result.videoId}`}>
      {fallback ? (
        <Alert
          role="note"
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          title={TRANSCRIPT_MESSAGES.captioned}
        >
          <Text size="sm">
            {result.reason}: the player shows the video with English captions on.
          </Text>
        </Alert>
      ) : (
        <Alert
          role="note"
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          title={TRANSCRIPT_MESSAGES.loaded}
        />
      )}
      <AspectRatio ratio={16 / 9} className={classes.player}>
        <YouTubePlayer
          ref={player}
          videoId={result.videoId}
          title={`Video ${result.videoId}${fallback ? ' with English captions' : ''}`}
          captionsLanguage={fallback ? TRANSCRIPT_LANGUAGE : undefined}
          jsApi
          buildEmbedUrl={buildEmbedUrl}
        />
      </AspectRatio>
      {shown && (
        <TranscriptPanel
          text={shown.text}
          cues={shown.cues}
          downloads={shown.downloads}
          fileBase={transcriptFileBase({ videoId: result.videoId, fileName: file?.name })}
          source={sourceOf(file)}
          onSeek={seek}
        />
      )}
      <TranscriptFileInput onRead={onReadFile} reading={fileReading} error={fileError} />
    </article>
  );
}
