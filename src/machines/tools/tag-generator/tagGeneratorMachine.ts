import {
  TAG_GENERATOR_MESSAGES,
  titleToSearch,
  type TagGeneration,
} from '@/domain/tools/tag-generator/tagGenerator';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The tag generator (docs/product.md, tag-generator): `/tools/tag-generator/{title}` generates tags
 * for that title; the bare route is idle (Clear returns there). The app provides `run` (a search,
 * then the videos it found).
 */
export const tagGeneratorMachine = createToolRunMachine<string, TagGeneration>('tagGenerator', {
  parse: titleToSearch,
  failureMessage: TAG_GENERATOR_MESSAGES.failed,
});

export type TagGeneratorLogic = typeof tagGeneratorMachine;
