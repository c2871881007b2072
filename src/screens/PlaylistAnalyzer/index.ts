export {
  PlaylistAnalyzerScreen,
  playlistAnalyzerPath,
  type PlaylistAnalyzerScreenProps,
} from './PlaylistAnalyzerScreen';
