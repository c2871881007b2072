export { CallToAction } from './CallToAction';
