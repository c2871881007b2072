export {
  NO_TAGS_MESSAGE,
  TagGeneratorResult,
  type TagCopyState,
  type TagGeneratorResultProps,
} from './TagGeneratorResult';
