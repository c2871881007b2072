/**
 * The palette generator's worker: decoding a photo (a 24-megapixel one takes hundreds of
 * milliseconds), scaling it to at most 400 px, reading its pixels and drawing the 4K export all
 * happen here, so the page never stalls. The rules are `extractPalette` of the domain.
 */
import {
  extractPalette,
  scaledSize,
  type PalettePicture,
} from '@/domain/tools/color-palette/palette';
import { drawGradientImage, drawPaletteImage, type Draw2D } from './drawPalette';
import type { PaletteReply, PaletteRequest } from './paletteMessages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PaletteRequest>) => void) | null;
  postMessage(message: PaletteReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

async function decode(file: Blob): Promise<PalettePicture> {
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file);
  } catch (cause) {
    throw Object.assign(new Error('not a decodable image', { cause }), { unreadable: true });
  }
  try {
    const { width, height } = scaledSize(full.width, full.height);
    const canvas = new OffscreenCanvas(width, height);
    const draw = canvas.getContext('2d', { willReadFrequently: true });
    if (!draw) throw new Error('no 2D context in the worker');
    draw.imageSmoothingQuality = 'high';
    draw.drawImage(full, 0, 0, width, height);
    return { width, height, rgba: draw.getImageData(0, 0, width, height).data };
  } finally {
    full.close();
  }
}

async function render(width: number, height: number, paint: (draw: Draw2D) => void): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const draw = canvas.getContext('2d');
  if (!draw) throw new Error('no 2D context in the worker');
  paint(draw);
  return canvas.convertToBlob({ type: 'image/png' });
}

async function answer(request: PaletteRequest): Promise<PaletteReply> {
  switch (request.kind) {
    case 'extract': {
      const picture = await decode(request.file);
      return {
        ok: true,
        kind: 'extract',
        extraction: { colors: extractPalette(picture.rgba), picture },
      };
    }
    case 'palette-image': {
      const { plan } = request;
      const blob = await render(plan.width, plan.height, (draw) => drawPaletteImage(draw, plan));
      return { ok: true, kind: 'image', blob };
    }
    case 'gradient-image': {
      const { plan } = request;
      const blob = await render(plan.width, plan.height, (draw) => drawGradientImage(draw, plan));
      return { ok: true, kind: 'image', blob };
    }
  }
}

scope.onmessage = ({ data }) => {
  answer(data).then(
    (reply) => {
      const transfer =
        reply.ok && reply.kind === 'extract' ? [reply.extraction.picture.rgba.buffer] : [];
      scope.postMessage(reply, transfer);
    },
    (error: unknown) => {
      const unreadable = typeof error === 'object' && error !== null && 'unreadable' in error;
      scope.postMessage({
        ok: false,
        reason: unreadable ? 'unreadable' : 'failed',
        detail: error instanceof Error ? error.message : String(error),
      });
    },
  );
};
