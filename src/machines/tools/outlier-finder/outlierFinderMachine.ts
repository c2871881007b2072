import {
  OUTLIER_FINDER_MESSAGES,
  type OutlierQuery,
  type OutlierResults,
} from '@/domain/tools/outlier-finder/outlierFinder';
import {
  outlierQueryToRun,
  type OutlierParams,
} from '@/domain/tools/outlier-finder/outlierFinderInput';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The outlier finder (docs/product.md, outlier-finder):
 * `/tools/outlier-finder/{searchQuery}/{type}` finds the top 6 videos (or shorts) by views per
 * subscriber; the app provides `run` (search, then the videos and their channels together).
 */
export const outlierFinderMachine = createToolRunMachine<
  OutlierQuery,
  OutlierResults,
  OutlierParams
>('outlierFinder', {
  parse: outlierQueryToRun,
  failureMessage: OUTLIER_FINDER_MESSAGES.failed,
});

export type OutlierFinderLogic = typeof outlierFinderMachine;
