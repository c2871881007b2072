import sharp from 'sharp';
import { escapeMarkup } from './escapeMarkup.ts';

/** Words of `text` in lines of at most `width` characters, at most `lines` lines (… at a cut). */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) {
      current = next;
      continue;
    }
    result.push(current);
    current = word;
  }
  if (current) result.push(current);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1] ?? ''}…`;
  return kept;
}

/**
 * A page's 1200×630 link preview as PNG (social networks ignore SVG): the page's title on the
 * site's dark background, the owner's name and the site's address beneath.
 */
export async function previewImagePng(page: {
  title: string;
  siteName: string;
  siteAddress: string;
}): Promise<Buffer> {
  const lines = wrapWords(page.title, 26, 3);
  const text = lines
    .map(
      (line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 84}">${escapeMarkup(line)}</tspan>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1a1b1e"/>
  <rect x="80" y="96" width="96" height="8" rx="4" fill="#f22625"/>
  <text x="80" y="${250 - (lines.length - 1) * 30}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="68" font-weight="700" fill="#f1f3f5">${text}</text>
  <text x="80" y="540" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#ced4da">${escapeMarkup(page.siteName)}</text>
  <text x="80" y="584" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="#868e96">${escapeMarkup(page.siteAddress)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
