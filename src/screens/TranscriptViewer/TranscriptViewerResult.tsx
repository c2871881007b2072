import { TranscriptResult } from '@/components/TranscriptResult';
import type { TranscriptResult as Result } from '@/domain/tools/transcript';
import type { TranscriptFileLogic } from '@/machines/transcriptViewerMachine';
import { useMachine } from '../useMachine';

export interface TranscriptViewerResultProps {
  result: Result;
  fileLogic: TranscriptFileLogic;
}

/**
 * One video's result with the captions file the visitor may give for it (keyed by the video,
 * so another video starts without the last one's file).
 */
export function TranscriptViewerResult({ result, fileLogic }: TranscriptViewerResultProps) {
  const [file, send] = useMachine(fileLogic);
  return (
    <TranscriptResult
      result={result}
      file={file.context.file}
      fileReading={file.hasTag('reading')}
      fileError={file.context.error}
      onReadFile={({ text, name }) => send({ type: 'file.read', text, name })}
    />
  );
}
