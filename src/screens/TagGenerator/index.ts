export { TagGeneratorScreen, type TagGeneratorScreenProps } from './TagGeneratorScreen';
