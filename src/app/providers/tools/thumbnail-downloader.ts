import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { thumbnailSaveMachine } from '@/machines/tools/thumbnail-downloader/thumbnailSaveMachine';
import { thumbnailDownloaderMachine } from '@/machines/tools/thumbnail-downloader/thumbnailDownloaderMachine';
import { downloadFromUrl, openInNewTab } from '@/services/browser/download';
import { lookUpThumbnail } from '@/services/tools/thumbnail-downloader/thumbnailLookup';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { ThumbnailDownloaderScreenProps } from '@/screens/tools/thumbnail-downloader/ThumbnailDownloaderScreen';

/** The thumbnail lookup on the YouTube Data API, reporting the quota units each run spent. */
export const thumbnailDownloaderLogic = thumbnailDownloaderMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) => {
      const yt = await youtubeClient();
      return withToolFailures(() =>
        yt.withMeter((metered) => lookUpThumbnail(metered, input.query, signal)),
      );
    }),
  },
});

/**
 * Saving the image in the browser. A thumbnail host that refuses the fetch (i.ytimg.com may not
 * send CORS headers) fails the download, and the image opens in a new tab instead.
 */
export const thumbnailSaveLogic = thumbnailSaveMachine.provide({
  actors: {
    download: fromAbortablePromise(({ input, signal }) => downloadFromUrl(input, signal)),
  },
  actions: {
    openInNewTab: (_, { url }) => {
      openInNewTab(url);
    },
  },
});

/** What the thumbnail downloader screen gets from the app, read as the route renders. */
export const screenProps = (): ThumbnailDownloaderScreenProps => ({
  logic: thumbnailDownloaderLogic,
  downloadLogic: thumbnailSaveLogic,
});
