import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrLogoSquare, type Box } from '@/domain/tools/qr-code-generator/qrCode';
import { QR_MAX_BYTES, QrInputError } from '@/domain/tools/qr-code-generator/qrInputError';
import { qrErrorCorrection, rasterQr, type QrRaster } from './qrRaster';

const decode = ({ pixels, size }: QrRaster) => jsQR(pixels, size, size);

/** The worst logo there is: its whole square solid black. */
function paint({ pixels, size }: QrRaster, box: Box, value: number): QrRaster {
  const copy = new Uint8ClampedArray(pixels);
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const at = (y * size + x) * 4;
      copy.fill(value, at, at + 3);
    }
  }
  return { size, pixels: copy };
}

const short = 'https://jordanvale.studio';
const long = `https://example.com/campaigns/2026/spring-launch?${Array.from(
  { length: 30 },
  (_, i) => `utm_param_${i}=value-${i}`,
).join('&')}#section-with-a-long-anchor`;

describe('qrErrorCorrection', () => {
  it('is H under a logo and M without one', () => {
    expect(qrErrorCorrection(true)).toBe('H');
    expect(qrErrorCorrection(false)).toBe('M');
  });
});

describe('rasterQr', () => {
  it('is exactly 1000×1000 RGBA, opaque, with a white quiet zone', () => {
    const raster = rasterQr(short);
    expect(raster.size).toBe(1000);
    expect(raster.pixels).toHaveLength(1000 * 1000 * 4);
    for (const [x, y] of [
      [0, 0],
      [999, 0],
      [0, 999],
      [999, 999],
    ] as const) {
      const at = (y * 1000 + x) * 4;
      expect([...raster.pixels.slice(at, at + 4)]).toEqual([255, 255, 255, 255]);
    }
  });

  it.each([short, long, 'https://例え.jp/パス?q=ü'])('decodes back to %s', (url) => {
    expect(decode(rasterQr(url))?.data).toBe(url);
  });

  it('stays 1000 px wide for the versions the library would render at 999 px', () => {
    // Version 9 (53 modules) is one where qrcode's own renderer floors the width to 999.
    const raster = rasterQr('x'.repeat(170));
    const result = decode(raster);
    expect(result?.version).toBe(9);
    expect(raster.size).toBe(1000);
    expect(result?.data).toBe('x'.repeat(170));
  });

  it('with a logo: clears the centre 20% square to white', () => {
    const raster = rasterQr(short, { withLogo: true });
    const square = qrLogoSquare(1000);
    for (let y = square.y; y < square.y + square.height; y += 7) {
      for (let x = square.x; x < square.x + square.width; x += 7) {
        expect(raster.pixels[(y * 1000 + x) * 4]).toBe(255);
      }
    }
    expect(decode(raster)?.data).toBe(short);
  });

  it('with a logo: uses the stronger error correction (a larger version)', () => {
    const plain = decode(rasterQr(long));
    const withLogo = decode(rasterQr(long, { withLogo: true }));
    expect(plain?.version).toBeLessThan(withLogo?.version ?? 0);
  });

  it.each([short, long])(
    'with a logo: still decodes when the logo fills its square (%s)',
    (url) => {
      const covered = paint(rasterQr(url, { withLogo: true }), qrLogoSquare(1000), 0);
      expect(decode(covered)?.data).toBe(url);
    },
  );

  it('draws at another size when asked (the preview size)', () => {
    const raster = rasterQr(short, { size: 300 });
    expect(raster.pixels).toHaveLength(300 * 300 * 4);
    expect(decode(raster)?.data).toBe(short);
  });

  it('refuses a URL too long for any QR version, saying so as an input problem', () => {
    expect(() => rasterQr(`https://example.com/${'a'.repeat(3000)}`)).toThrow(
      new QrInputError({ kind: 'too-long', withLogo: false }),
    );
  });

  it('holds exactly the documented limits: 2,331 characters, 1,273 with a logo', () => {
    const url = (length: number) => `https://a.example/${'a'.repeat(length - 18)}`;
    const size = 200;
    expect(() => rasterQr(url(QR_MAX_BYTES.plain), { size })).not.toThrow();
    expect(() => rasterQr(url(QR_MAX_BYTES.plain + 1), { size })).toThrow(QrInputError);
    expect(() => rasterQr(url(QR_MAX_BYTES.withLogo), { size, withLogo: true })).not.toThrow();
    expect(() => rasterQr(url(QR_MAX_BYTES.withLogo + 1), { size, withLogo: true })).toThrow(
      new QrInputError({ kind: 'too-long', withLogo: true }),
    );
  });
});
