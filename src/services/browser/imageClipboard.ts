/**
 * Copies a PNG image to the system clipboard (Async Clipboard API). PNG is the image type
 * every browser with `ClipboardItem` accepts.
 */
export async function copyImageToClipboard(blob: Blob): Promise<void> {
  if (!('ClipboardItem' in window) || !('clipboard' in navigator)) {
    throw new Error('imageClipboard: this browser cannot copy images');
  }
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
}
