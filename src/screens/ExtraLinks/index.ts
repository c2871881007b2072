export { ExtraLinksScreen } from './ExtraLinksScreen';
