export {
  TranscriptFileInput,
  type CaptionText,
  type TranscriptFileInputProps,
} from './TranscriptFileInput';
