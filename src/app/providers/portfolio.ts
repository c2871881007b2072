import { fromPromise } from 'xstate';
import { media } from '@/config/site';
import { portfolioMachine } from '@/machines/portfolioMachine';
import { portfolioMediaMachine } from '@/machines/portfolioMediaMachine';
import { loadPortfolioMedia, loadPortfolioVideos } from '@/services/portfolio/portfolioReads';
import { contentService } from './contentService';
import { youtubeClient } from './youtubeClient';

/** The portfolio grid: rows and tags from the hosted database, details from the platform. */
export const portfolioLogic = portfolioMachine.provide({
  actors: {
    loadVideos: fromPromise(async ({ signal }) => {
      const [content, youtube] = await Promise.all([contentService(), youtubeClient()]);
      return loadPortfolioVideos(content, youtube, signal);
    }),
    loadTags: fromPromise(async ({ signal }) => (await contentService()).listPortfolioTags(signal)),
  },
});

/** The hero's poster and the latest upload, from the platform. */
export const portfolioMediaLogic = portfolioMediaMachine.provide({
  actors: {
    load: fromPromise(async ({ signal }) =>
      loadPortfolioMedia(
        await youtubeClient(),
        { channelId: media.channelId, showreelId: media.demoReelVideoId },
        signal,
      ),
    ),
  },
});
