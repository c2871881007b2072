import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { PortfolioMedia } from '@/domain/site/portfolio/video';
import { PORTFOLIO_MEDIA_ERROR, portfolioMediaMachine } from './portfolioMediaMachine';

const clip = (videoId: string) => ({
  videoId,
  title: `Video ${videoId}`,
  thumbnailUrl: `/thumbs/${videoId}.svg`,
  durationSeconds: 120,
});

function start(load: () => Promise<PortfolioMedia>) {
  const logError = vi.fn();
  const actor = createActor(
    portfolioMediaMachine.provide({
      actors: { load: fromAbortablePromise(load) },
      actions: { logError },
    }),
  ).start();
  return { actor, logError };
}

describe('portfolio media machine', () => {
  it('shows the showreel and the latest upload once loaded', async () => {
    const media = { showreel: clip('reel'), latestUpload: clip('latest') };
    const { actor } = start(() => Promise.resolve(media));
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.context.data).toEqual(media);
  });

  it('counts one of the two as something to show', async () => {
    const { actor } = start(() => Promise.resolve({ showreel: null, latestUpload: clip('x') }));
    expect((await waitFor(actor, (s) => !s.hasTag('loading'))).hasTag('loaded')).toBe(true);
  });

  it('is empty when the platform returned neither', async () => {
    const { actor } = start(() => Promise.resolve({ showreel: null, latestUpload: null }));
    expect((await waitFor(actor, (s) => !s.hasTag('loading'))).hasTag('empty')).toBe(true);
  });

  it('logs a failed read and keeps no data', async () => {
    const cause = new Error('quotaExceeded');
    const { actor, logError } = start(() => Promise.reject(cause));
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context).toEqual({ data: null, error: PORTFOLIO_MEDIA_ERROR, fromPage: false });
    expect(logError.mock.calls[0]?.[1]).toEqual({ error: cause });
  });
});
