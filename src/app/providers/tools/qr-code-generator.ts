import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { qrCodeGeneratorMachine } from '@/machines/tools/qr-code-generator/qrCodeGeneratorMachine';
import { copyImageToClipboard } from '@/services/browser/imageClipboard';
import { renderQrImage } from '@/services/browser/qrImage';
import { downloadBlob } from '@/services/browser/saveFile';

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
