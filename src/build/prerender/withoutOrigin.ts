/**
 * The build reached the sandbox at its own passing address, so the sandbox's picture and link
 * URLs in the data carry it: they become paths on the site's origin, where the sandbox answers
 * for visitors. (The real services' URLs never start with the build's origin.)
 */
export function withoutOrigin(
  data: Record<string, unknown>,
  origin: string,
): Record<string, unknown> {
  const json = JSON.stringify(data);
  const quotedOrigin = JSON.stringify(`${origin}/`).slice(1, -1);
  return JSON.parse(json.split(`"${quotedOrigin}`).join('"/')) as Record<string, unknown>;
}
