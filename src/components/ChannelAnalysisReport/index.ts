export { ChannelAnalysisReport, type ChannelAnalysisReportProps } from './ChannelAnalysisReport';
