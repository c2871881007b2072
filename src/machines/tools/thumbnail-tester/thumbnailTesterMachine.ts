/**
 * The thumbnail tester's comparison (docs/product.md, thumbnail-tester): the shared tool run,
 * form-driven. `tool.submit` with `{ source: 'trending' }` loads the trending videos (the screen
 * sends it on the modal's first open and when the visitor switches back to Trending); `{ source:
 * 'channel', channel }` loads that channel's uploads, or shows 'Please enter a channel URL' /
 * 'Please enter a valid YouTube channel URL'. States: idle, running (loading), results (loaded),
 * failed ('Try again'); leaving the page stops the machine and aborts the load. The app provides
 * `run`.
 */
import {
  readComparisonParams,
  THUMBNAIL_TEST_MESSAGES,
  type Comparison,
  type ComparisonParams,
  type ComparisonQuery,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

export const thumbnailTesterMachine = createToolRunMachine<
  ComparisonQuery,
  Comparison,
  ComparisonParams
>('thumbnailTester', {
  parse: readComparisonParams,
  failureMessage: THUMBNAIL_TEST_MESSAGES.trendingFailed,
});

export type ThumbnailTesterLogic = typeof thumbnailTesterMachine;
