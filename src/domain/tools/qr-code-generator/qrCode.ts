/**
 * The QR code generator's numbers and rules (docs/product.md, qr-code-generator). The code is drawn
 * in the browser (no third-party service), at 1000×1000.
 *
 * Decisions:
 * - The logo is a square of 20% of the image (200 px of 1000), centred, drawn on a white square
 *   of the same size; a logo that is not square keeps its proportions inside it (`fitLogo`).
 * - Only a blank URL is refused (the docs name no other check).
 */
import { accept, reject, type InputResult } from '@/domain/tool-kit/inputResult';

/** The image's side in pixels (docs/product.md, qr-code-generator: 1000×1000). */
export const QR_IMAGE_SIZE = 1000;
/** The on-screen preview, in CSS pixels. */
export const QR_PREVIEW_SIZE = 150;
/** The logo's side as a share of the image's side. */
export const QR_LOGO_SHARE = 0.2;
/** How long the copy button shows its confirmation. */
export const QR_COPIED_MS = 1000;
export const QR_FILENAME = 'qrcode.png';
export const QR_LOGO_FILENAME = 'qrcode_with_logo.png';
export const QR_EMPTY_URL_MESSAGE = 'Please enter a valid URL!';

/** The URL to encode, trimmed, or the documented message when it is blank. */
export function readQrUrl(text: string): InputResult<string> {
  const url = text.trim();
  return url === '' ? reject(QR_EMPTY_URL_MESSAGE) : accept(url);
}

export function qrFilename(withLogo: boolean): string {
  return withLogo ? QR_LOGO_FILENAME : QR_FILENAME;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The centred white square the logo sits on: 200×200 at (400, 400) on a 1000 image. */
export function qrLogoSquare(imageSize: number = QR_IMAGE_SIZE): Box {
  const side = imageSize * QR_LOGO_SHARE;
  const offset = (imageSize - side) / 2;
  return { x: offset, y: offset, width: side, height: side };
}

/** The logo scaled to fit inside `square` with its proportions kept, centred. */
export function fitLogo(logoWidth: number, logoHeight: number, square: Box): Box {
  if (!(logoWidth > 0 && logoHeight > 0)) return square;
  const scale = Math.min(square.width / logoWidth, square.height / logoHeight);
  const width = logoWidth * scale;
  const height = logoHeight * scale;
  return {
    x: square.x + (square.width - width) / 2,
    y: square.y + (square.height - height) / 2,
    width,
    height,
  };
}
