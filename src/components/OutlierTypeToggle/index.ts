export { OutlierTypeToggle, type OutlierTypeToggleProps } from './OutlierTypeToggle';
