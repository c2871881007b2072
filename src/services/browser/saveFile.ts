/**
 * Saves bytes the page holds (a Blob) through the browser's download, under `filename`: a hidden
 * `<a download>` on an object URL. `download.ts` fetches a URL first, then saves it this way.
 */

/**
 * How long the object URL stays valid after the click. Browsers read the blob after the click
 * returns (Firefox and Safari noticeably later), so revoking at once can cancel the save.
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

export function downloadBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
  }
}
