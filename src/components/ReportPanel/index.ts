export { ReportPanel, type ReportPanelProps } from './ReportPanel';
