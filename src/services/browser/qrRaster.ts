/**
 * The QR code's pixels, computed without a canvas (so they can be checked outside a browser).
 *
 * `qrcode` encodes the URL into modules; this file lays them out on an image of exactly `size`
 * pixels (the library's own renderers round some versions down to 999 px), with the standard
 * quiet zone of 4 modules and, when a logo will be drawn, the white square it sits on.
 */
import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { QR_IMAGE_SIZE, qrLogoSquare } from '@/domain/tools/qr-code-generator/qrCode';
import { QrInputError } from '@/domain/tools/qr-code-generator/qrInputError';

/** The quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE = 4;

/**
 * 'H' (30% of the code may be lost) when a logo covers the centre; 'M' (15%) otherwise, which
 * keeps the modules of a long URL larger.
 */
export function qrErrorCorrection(withLogo: boolean): QRCodeErrorCorrectionLevel {
  return withLogo ? 'H' : 'M';
}

export interface QrRaster {
  /** Width and height, in pixels. */
  size: number;
  /** RGBA, row by row: black modules on white. */
  pixels: Uint8ClampedArray<ArrayBuffer>;
}

export interface QrRasterOptions {
  size?: number;
  /**
   * Use 'H' and leave the logo's white square (docs/product.md, qr-code-generator: 20% of the size)
   * in the centre.
   */
  withLogo?: boolean;
}

const DARK = 0;
const LIGHT = 255;

/**
 * Encodes `url` and paints it. Throws a `QrInputError` ('too-long') when the URL is too long for
 * any QR version at the chosen error correction, and what else `qrcode` throws.
 */
export function rasterQr(
  url: string,
  { size = QR_IMAGE_SIZE, withLogo = false }: QrRasterOptions = {},
): QrRaster {
  const { modules } = encode(url, withLogo);
  const span = modules.size + 2 * QR_QUIET_ZONE;
  // Which module each pixel row/column falls in; integer arithmetic, so no rounding drift.
  const moduleAt = (pixel: number) => Math.floor((pixel * span) / size) - QR_QUIET_ZONE;
  const square = withLogo ? qrLogoSquare(size) : null;
  const inSquare = (x: number, y: number) =>
    square !== null &&
    x >= square.x &&
    x < square.x + square.width &&
    y >= square.y &&
    y < square.y + square.height;

  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    const row = moduleAt(y);
    for (let x = 0; x < size; x++) {
      const col = moduleAt(x);
      const inCode = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      const dark = inCode && !inSquare(x, y) && modules.get(row, col) === 1;
      const at = (y * size + x) * 4;
      const value = dark ? DARK : LIGHT;
      pixels[at] = value;
      pixels[at + 1] = value;
      pixels[at + 2] = value;
      pixels[at + 3] = 255;
    }
  }
  return { size, pixels };
}

/** `qrcode`'s own words when no version holds the data (core/qrcode.js). */
const TOO_BIG = /too big to be stored in a QR Code/i;

function encode(url: string, withLogo: boolean) {
  try {
    return create(url, { errorCorrectionLevel: qrErrorCorrection(withLogo) });
  } catch (cause) {
    if (cause instanceof Error && TOO_BIG.test(cause.message)) {
      throw new QrInputError({ kind: 'too-long', withLogo }, { cause });
    }
    throw cause;
  }
}
