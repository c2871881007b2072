export { TranscriptResult, type TranscriptResultProps } from './TranscriptResult';
