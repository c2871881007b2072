import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { colorPaletteMachine } from '@/machines/tools/color-palette/colorPaletteMachine';
import {
  extractPaletteInWorker,
  renderPaletteExport,
} from '@/services/tools/color-palette/paletteWorkerClient';
import { copyText } from '@/services/tools/color-palette/copyText';
import { downloadBlob } from '@/services/browser/saveFile';
import type { ColorPaletteScreenProps } from '@/screens/tools/color-palette/ColorPaletteScreen';

/**
 * The colour palette generator: the image is decoded, scaled and read, and the PNG exports are
 * drawn, in a Web Worker (`src/services/tools/color-palette/palette.worker.ts`), so a 24-megapixel photo
 * never stalls the page. Nothing leaves the browser.
 */
export const colorPaletteLogic = colorPaletteMachine.provide({
  actors: {
    extract: fromAbortablePromise(({ input, signal }) =>
      extractPaletteInWorker(input.file, signal),
    ),
    renderExport: fromAbortablePromise(({ input, signal }) => renderPaletteExport(input, signal)),
    copyText: fromAbortablePromise(({ input }) => copyText(input.text)),
  },
  actions: {
    saveFile: (_, { blob, filename }) => downloadBlob(blob, filename),
  },
});

/** What the colour palette screen gets from the app, read as the route renders. */
export const screenProps = (): ColorPaletteScreenProps => ({ logic: colorPaletteLogic });
