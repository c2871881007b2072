export { TranscriptCueList, type TranscriptCueListProps } from './TranscriptCueList';
