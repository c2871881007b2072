export { OutlierCard, type OutlierCardProps } from './OutlierCard';
