export { OutlierFinderScreen, type OutlierFinderScreenProps } from './OutlierFinderScreen';
