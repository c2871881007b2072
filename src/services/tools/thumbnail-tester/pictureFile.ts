/**
 * The thumbnail tester's pictures (docs/product.md, thumbnail-tester): a chosen file is decoded
 * before it is shown, so a file that is not an image is refused instead of drawing broken tiles.
 * The picture stays in the browser as an object URL, which the screen revokes once it is replaced.
 */
import type { ChosenPicture } from '@/domain/tools/thumbnail-tester/pictureFile';
import { decodeImageFile } from '@/services/browser/imageFile';

/** The picture in `file`, decoded; rejects with `NotAnImageError` when the file is not one. */
export async function openPicture(file: File, signal: AbortSignal): Promise<ChosenPicture> {
  const { url, release } = await decodeImageFile(file);
  if (signal.aborted) {
    // Another file was chosen meanwhile: this one will never be shown.
    release();
    signal.throwIfAborted();
  }
  return { url, name: file.name };
}
