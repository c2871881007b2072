import { describe, expect, it, vi } from 'vitest';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import { createYouTubeClient, collectItems, type Page } from '@/services/youtube';
import { apiError, fakeFetch, list } from '@/services/youtube/fakeFetch.testkit';
import { runYouTubeTool, withPageProgress } from './toolRun';

const signal = () => new AbortController().signal;

function client(handler: Parameters<typeof fakeFetch>[0]) {
  return createYouTubeClient({
    apiBase: 'https://api.test/youtube/v3',
    apiKeys: ['k1'],
    fetch: fakeFetch(handler),
    cache: false,
    retry: { attempts: 0 },
  });
}

async function* pagesOf(sizes: number[], totalResults?: number): AsyncGenerator<Page<number>> {
  let page = 0;
  for (const size of sizes) {
    page += 1;
    // Each page arrives later, as a request's answer does.
    await Promise.resolve();
    yield { page, items: Array.from({ length: size }, (_, i) => i), totalResults };
  }
}

describe('runYouTubeTool', () => {
  it('resolves the result with the units the run spent', async () => {
    const yt = client(() => list([{ kind: 'youtube#channel', etag: 'e', id: 'UCx' }]));
    const onProgress = vi.fn();
    const output = await runYouTubeTool(
      yt,
      async (metered, query: string, runSignal, report) => {
        report({ pages: 1, items: 1, total: null });
        await metered.channels({ id: query }, ['id'], runSignal);
        await metered.channels({ id: query }, ['id'], runSignal);
        return `found ${query}`;
      },
      { query: 'UCx', onProgress },
      signal(),
    );
    expect(output).toEqual({ result: 'found UCx', units: 2 });
    expect(onProgress).toHaveBeenCalledWith({ pages: 1, items: 1, total: null });
  });

  it("turns a used-up quota into the visitor's text", async () => {
    const yt = client(() => apiError(403, 'quotaExceeded'));
    const failure: unknown = await runYouTubeTool(
      yt,
      (metered, query: string, runSignal) => metered.channels({ id: query }, ['id'], runSignal),
      { query: 'UCx', onProgress: () => undefined },
      signal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});

describe('withPageProgress', () => {
  it('reports pages and items so far after each page, passing the pages on', async () => {
    const reports: ToolProgress[] = [];
    const items = await collectItems(
      withPageProgress(pagesOf([100, 100, 37]), (progress) => reports.push(progress), {
        total: 1000,
      }),
    );
    expect(items).toHaveLength(237);
    expect(reports).toEqual([
      { pages: 1, items: 100, total: 1000 },
      { pages: 2, items: 200, total: 1000 },
      { pages: 3, items: 237, total: 1000 },
    ]);
  });

  it('reads the total from the first page when asked, and leaves it unknown by default', async () => {
    const fromPage: ToolProgress[] = [];
    await collectItems(
      withPageProgress(pagesOf([50, 20], 70), (p) => fromPage.push(p), {
        total: (first) => first.totalResults ?? null,
      }),
    );
    expect(fromPage.at(-1)).toEqual({ pages: 2, items: 70, total: 70 });

    const unknown: ToolProgress[] = [];
    await collectItems(withPageProgress(pagesOf([5]), (p) => unknown.push(p)));
    expect(unknown).toEqual([{ pages: 1, items: 5, total: null }]);
  });

  it('reports nothing for no pages', async () => {
    const onProgress = vi.fn();
    await collectItems(withPageProgress(pagesOf([]), onProgress));
    expect(onProgress).not.toHaveBeenCalled();
  });
});
