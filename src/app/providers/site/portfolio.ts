import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { media } from '@/config/site';
import { portfolioMachine } from '@/machines/site/portfolio/portfolioMachine';
import { portfolioMediaMachine } from '@/machines/site/portfolio/portfolioMediaMachine';
import { createPortfolioCache } from '@/services/site/portfolio/portfolioCache';
import { loadPortfolioMedia, loadPortfolioVideos } from '@/services/site/portfolio/portfolioReads';
import { contentService } from '@/app/providers/contentService';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { PortfolioScreenProps } from '@/screens/site/portfolio/PortfolioScreen';

/** Local storage may be refused (private mode, blocked cookies): then every visit asks YouTube. */
function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The platform's details of the portfolio's videos and the latest upload, kept for hours in the
 * visitor's browser: a returning visitor spends no YouTube quota.
 */
const cache = createPortfolioCache(localStorageOrNone(), Date.now);

/** The portfolio grid: rows and tags from the hosted database, details from the platform. */
export const portfolioLogic = portfolioMachine.provide({
  actors: {
    loadVideos: fromAbortablePromise(async ({ signal }) => {
      const [content, youtube] = await Promise.all([contentService(), youtubeClient()]);
      return loadPortfolioVideos(content, youtube, signal, cache);
    }),
    loadTags: fromAbortablePromise(async ({ signal }) =>
      (await contentService()).listPortfolioTags(signal),
    ),
  },
});

/** The hero's poster and the latest upload, from the platform. */
export const portfolioMediaLogic = portfolioMediaMachine.provide({
  actors: {
    load: fromAbortablePromise(async ({ signal }) =>
      loadPortfolioMedia(
        await youtubeClient(),
        { channelId: media.channelId, showreelId: media.demoReelVideoId },
        signal,
        cache,
      ),
    ),
  },
});

/** What the portfolio screen gets from the app, read as the route renders. */
export const screenProps = (): PortfolioScreenProps => ({
  logic: portfolioLogic,
  mediaLogic: portfolioMediaLogic,
});
