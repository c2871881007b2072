export { BlogScreen, type BlogScreenProps } from './BlogScreen';
