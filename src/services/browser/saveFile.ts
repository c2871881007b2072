/**
 * Saves a file the page made (a Blob) through the browser's download, under `filename`.
 * (`download.ts` saves files fetched from a URL; this one starts from the bytes.)
 */
import { OBJECT_URL_LIFETIME_MS } from './download';

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
