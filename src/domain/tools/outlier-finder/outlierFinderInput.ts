/**
 * The outlier finder's input (docs/product.md, outlier-finder):
 * `/tools/outlier-finder/{searchQuery}/{type}`.
 *
 * Decisions:
 * - The type is `videos` or `shorts`; the screen replaces any other (or a missing one) with
 *   `videos`, and the run reads anything else as `videos` too.
 * - The query is trimmed; blank gives 'Please enter a search query'.
 */
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';
import {
  DEFAULT_OUTLIER_TYPE,
  OUTLIER_FINDER_MESSAGES,
  type OutlierQuery,
  type OutlierType,
} from './outlierFinder';
import type { ToolParamValue } from '@/domain/tool-kit/toolParams';

/** The route's two parameters: `[searchQuery, type]`. */
export type OutlierParams = readonly [ToolParamValue, ToolParamValue];

export function isOutlierType(value: ToolParamValue): value is OutlierType {
  return value === 'videos' || value === 'shorts';
}

/** A route's type, `videos` for anything but `videos` or `shorts`. */
export function toOutlierType(value: ToolParamValue): OutlierType {
  return isOutlierType(value) ? value : DEFAULT_OUTLIER_TYPE;
}

/** The search box's text → the query, or the documented message. */
export function readOutlierQuery(text: string): InputResult<string> {
  const query = text.trim();
  return query === '' ? reject(OUTLIER_FINDER_MESSAGES.emptyQuery) : accept(query);
}

/** The route's parameters → the run's input, or the documented message. */
export function outlierQueryToRun([query, type]: readonly [
  string,
  string,
]): InputResult<OutlierQuery> {
  const read = readOutlierQuery(query);
  return read.ok ? accept({ query: read.value, type: toOutlierType(type) }) : read;
}
