/**
 * What every YouTube tool's run shares on the service side: metering the quota it spends,
 * translating YouTube failures for the visitor, and reporting the pages of a long run.
 */
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import type { Page, YouTubeClient } from '@/services/youtube';
import { withToolFailures } from './youtubeFailures';

/** A tool's run over the YouTube client (`analyzeVideo`, `lookUpThumbnail`...). */
export type YouTubeToolRun<TQuery, TResult> = (
  yt: YouTubeClient,
  query: TQuery,
  signal: AbortSignal,
  onProgress: (progress: ToolProgress) => void,
) => Promise<TResult>;

/** What the tool-run machine hands its `run` actor (structurally its `ToolRunRequest`). */
export interface ToolRunCall<TQuery> {
  query: TQuery;
  onProgress: (progress: ToolProgress) => void;
}

/**
 * Runs `work` as the app's `run` actor resolves it: on a metered view of the client (the units
 * it spent, cache hits free), with quota and network failures turned into the visitor's texts.
 * A provider is then one line:
 *
 *   run: fromAbortablePromise(async ({ input, signal }) =>
 *     runYouTubeTool(await youtubeClient(), analyzeChannel, input, signal)),
 */
export async function runYouTubeTool<TQuery, TResult>(
  yt: YouTubeClient,
  work: YouTubeToolRun<TQuery, TResult>,
  call: ToolRunCall<TQuery>,
  signal: AbortSignal,
): Promise<{ result: TResult; units: number }> {
  const { result, units } = await withToolFailures(() =>
    yt.withMeter((metered) => work(metered, call.query, signal, call.onProgress)),
  );
  return { result, units };
}

export interface PageProgressOptions<T> {
  /**
   * The number of items expected in all: a number (a cap such as 1,000 comments), a function of
   * the first page (a playlist's `totalResults`), or null when unknown (the default).
   */
  total?: number | null | ((first: Page<T>) => number | null);
}

/**
 * Passes `pages` through, reporting after each one the pages and items so far (and the total
 * when known) to `onProgress`: `for await (const page of withPageProgress(yt.commentThreads(...),
 * onProgress, { total: 1000 }))`.
 */
export async function* withPageProgress<T>(
  pages: AsyncIterable<Page<T>>,
  onProgress: (progress: ToolProgress) => void,
  options: PageProgressOptions<T> = {},
): AsyncGenerator<Page<T>, void, undefined> {
  let pageCount = 0;
  let items = 0;
  let total: number | null = null;
  for await (const page of pages) {
    if (pageCount === 0) {
      const known = options.total;
      total = typeof known === 'function' ? known(page) : (known ?? null);
    }
    pageCount += 1;
    items += page.items.length;
    onProgress({ pages: pageCount, items, total });
    yield page;
  }
}
