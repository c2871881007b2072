/**
 * Saving a file from a URL in the browser, and the fallback when that is not possible.
 *
 * `downloadFromUrl` fetches the file as a blob and clicks a hidden `<a download>` on an object
 * URL, which saves it under `filename` (a plain link to another origin would ignore the name
 * and navigate instead). The fetch needs the server to allow it: the site's policy does
 * (connect-src names i.ytimg.com), but YouTube documents no CORS headers for its thumbnail host,
 * and public reports differ (some saw its images refused for lack of Access-Control-Allow-Origin),
 * so the fetch can fail with a TypeError. The caller then falls back to `openInNewTab`, where the
 * visitor saves the image themselves (docs/product.md, thumbnail-downloader). The offline sandbox
 * serves thumbnails on the site's own origin, so there the download works.
 */
import { downloadBlob } from './saveFile';

export interface FileToSave {
  url: string;
  filename: string;
}

export async function downloadFromUrl(
  { url, filename }: FileToSave,
  signal: AbortSignal,
  fetchFile: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchFile(url, { signal });
  if (!response.ok) throw new Error(`Downloading ${url} failed: HTTP ${response.status}`);
  const blob = await response.blob();
  signal.throwIfAborted();

  downloadBlob(blob, filename);
}

/** Opens `url` in a new tab that cannot reach back to this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
