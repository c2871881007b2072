/**
 * Story fixtures: real, scannable QR codes as SVG data URLs (made synchronously from
 * `qrcode`'s modules, so stories need no loaders), with an optional stand-in logo.
 */
import { create } from 'qrcode';
import type { QrCodePanelPreview } from './QrCodePanel';

export const fixtureUrl = 'https://jordanvale.studio/links';

const QUIET_ZONE = 4;

/** A play-button mark on the logo's white square (20% of the side, centred). */
const logoMark = (span: number) => {
  const side = span * 0.2;
  const at = (span - side) / 2;
  const inset = side * 0.12;
  const c = span / 2;
  return (
    `<rect x="${at}" y="${at}" width="${side}" height="${side}" fill="#fff"/>` +
    `<rect x="${at + inset}" y="${at + inset}" width="${side - 2 * inset}" height="${side - 2 * inset}" rx="${side * 0.18}" fill="#e03131"/>` +
    `<path d="M${c - side * 0.12} ${c - side * 0.16}v${side * 0.32}l${side * 0.26} -${side * 0.16}z" fill="#fff"/>`
  );
};

export function qrFixtureSrc(url: string, withLogo = false): string {
  const { modules } = create(url, { errorCorrectionLevel: withLogo ? 'H' : 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${span} ${span}" shape-rendering="crispEdges">` +
    `<rect width="${span}" height="${span}" fill="#fff"/><path d="${path}" fill="#000"/>` +
    (withLogo ? logoMark(span) : '') +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function qrFixturePreview(url = fixtureUrl, withLogo = false): QrCodePanelPreview {
  return { src: qrFixtureSrc(url, withLogo), url, withLogo };
}

/** A logo file as the visitor would pick it (its content is never read by the fakes). */
export function fixtureLogoFile(): File {
  return new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'channel-logo.svg', {
    type: 'image/svg+xml',
  });
}
