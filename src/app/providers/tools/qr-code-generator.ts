import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { qrCodeGeneratorMachine } from '@/machines/tools/qr-code-generator/qrCodeGeneratorMachine';
import { copyImageToClipboard } from '@/services/browser/imageClipboard';
import { renderQrImage } from '@/services/browser/qrImage';
import { downloadBlob } from '@/services/browser/saveFile';
import type { QrCodeGeneratorScreenProps } from '@/screens/tools/qr-code-generator/QrCodeGeneratorScreen';

/** The QR code generator, drawing the code in the browser (no image service is called). */
export const qrCodeGeneratorLogic = qrCodeGeneratorMachine.provide({
  actors: {
    renderQr: fromAbortablePromise(async ({ input, signal }) => {
      const { blob, dataUrl } = await renderQrImage(input, signal);
      return { blob, src: dataUrl };
    }),
    copyImage: fromAbortablePromise(({ input }) => copyImageToClipboard(input.blob)),
  },
  actions: {
    saveImage: (_, { blob, filename }) => downloadBlob(blob, filename),
  },
});

/** What the QR code generator screen gets from the app, read as the route renders. */
export const screenProps = (): QrCodeGeneratorScreenProps => ({ logic: qrCodeGeneratorLogic });
