export {
  VideoAnalyzerScreen,
  videoAnalyzerPath,
  type VideoAnalyzerScreenProps,
} from './VideoAnalyzerScreen';
