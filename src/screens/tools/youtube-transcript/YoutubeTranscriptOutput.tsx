import { YoutubeTranscriptResult } from '@/components/tools/youtube-transcript/YoutubeTranscriptResult';
import type { TranscriptResult as Result } from '@/domain/tools/youtube-transcript/transcript';
import type { TranscriptFileLogic } from '@/machines/tools/youtube-transcript/youtubeTranscriptMachine';
import { useMachine } from '@/screens/shared/useMachine';

export interface YoutubeTranscriptOutputProps {
  /** What the run gave for the video: its transcript, or the captioned player and why. */
  result: Result;
  /**
   * Reads a captions file the visitor gives (the app's reader, or a story's fakes); this component
   * runs it, one per video.
   */
  fileLogic: TranscriptFileLogic;
}

/**
 * One video's result with the captions file the visitor may give for it (keyed by the video,
 * so another video starts without the last one's file).
 */
export function YoutubeTranscriptOutput({ result, fileLogic }: YoutubeTranscriptOutputProps) {
  const [file, send] = useMachine(fileLogic);
  return (
    <YoutubeTranscriptResult
      result={result}
      file={file.context.file}
      fileReading={file.hasTag('reading')}
      fileError={file.context.error}
      onReadFile={(captions) => send({ type: 'file.read', ...captions })}
    />
  );
}
