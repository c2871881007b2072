export { TranscriptViewerScreen, type TranscriptViewerScreenProps } from './TranscriptViewerScreen';
