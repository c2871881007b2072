export {
  NO_TAGS_MESSAGE,
  TagGeneratorResult,
  type TagGeneratorResultProps,
} from './TagGeneratorResult';
