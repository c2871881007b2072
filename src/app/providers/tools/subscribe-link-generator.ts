import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  subscribeLinkGeneratorMachine,
  subscribeQrMachine,
} from '@/machines/tools/subscribe-link-generator/subscribeLinkGeneratorMachine';
import { downloadBlob } from '@/services/browser/saveFile';
import { generateSubscribeLink } from '@/services/tools/subscribe-link-generator/subscribeLink';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { youtubeClient } from '@/app/providers/youtubeClient';
import type { SubscribeLinkGeneratorScreenProps } from '@/screens/tools/subscribe-link-generator/SubscribeLinkGeneratorScreen';

/** The subscribe link generator on the YouTube Data API, reporting the units each run spent. */
export const subscribeLinkGeneratorLogic = subscribeLinkGeneratorMachine.provide({
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

/** What the subscribe link generator screen gets from the app, read as the route renders. */
export const screenProps = (): SubscribeLinkGeneratorScreenProps => ({
  logic: subscribeLinkGeneratorLogic,
  qrLogic: subscribeQrLogic,
});
