import { fromAbortablePromise } from '@/machines/fromAbortablePromise';
import { subscribeLinkMachine, subscribeQrMachine } from '@/machines/subscribeLinkMachine';
import { downloadBlob } from '@/services/browser/saveFile';
import { generateSubscribeLink } from '@/services/tools/subscribeLink';
import { runYouTubeTool } from '@/services/tools/toolRun';
import { youtubeClient } from './youtubeClient';

/** The subscribe link generator on the YouTube Data API, reporting the units each run spent. */
export const subscribeLinkLogic = subscribeLinkMachine.provide({
  actors: {
    run: fromAbortablePromise(async ({ input, signal }) =>
      runYouTubeTool(await youtubeClient(), generateSubscribeLink, input, signal),
    ),
  },
});

/**
 * The link's QR code, drawn in the browser by the QR tool's generator (loaded with the first
 * result, so the page opens without the encoder), saved as a PNG.
 */
export const subscribeQrLogic = subscribeQrMachine.provide({
  actors: {
    renderQr: fromAbortablePromise(async ({ input, signal }) => {
      const { renderQrImage } = await import('@/services/browser/qrImage');
      const { blob, dataUrl } = await renderQrImage({ url: input.url, logo: null }, signal);
      return { blob, src: dataUrl };
    }),
  },
  actions: {
    saveImage: (_, { blob, filename }) => downloadBlob(blob, filename),
  },
});
