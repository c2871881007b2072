export { VideoAnalysisReport, type VideoAnalysisReportProps } from './VideoAnalysisReport';
