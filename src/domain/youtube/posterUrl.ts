/**
 * A video's poster picture without an API call (no quota): YouTube's public thumbnail host
 * (`hqdefault`, 480×360, exists for every video), or the sandbox emulator's picture beside its
 * API (`{apiBase}/../thumbs/{id}/high.svg`) when the site runs on the sandbox.
 */
export function videoPosterUrl(
  videoId: string,
  youtube: { source: 'live' | 'sandbox'; apiBase: string },
): string {
  const id = encodeURIComponent(videoId);
  if (youtube.source === 'live') return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
  return new URL(`../thumbs/${id}/high.svg`, `${youtube.apiBase.replace(/\/+$/, '')}/`).href;
}
