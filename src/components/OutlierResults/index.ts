export { OutlierResults, type OutlierResultsProps } from './OutlierResults';
