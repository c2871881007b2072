export {
  TRANSCRIPT_COPIED_MS,
  TranscriptPanel,
  type TranscriptPanelProps,
} from './TranscriptPanel';
