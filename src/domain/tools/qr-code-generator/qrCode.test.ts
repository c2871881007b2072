import { describe, expect, it } from 'vitest';
import {
  QR_COPIED_MS,
  QR_IMAGE_SIZE,
  QR_LOGO_SHARE,
  QR_PREVIEW_SIZE,
  fitLogo,
  qrFilename,
  qrLogoSquare,
  readQrUrl,
} from './qrCode';

describe('QR constants', () => {
  it('fetches 1000×1000, previews at 150, gives the logo 20%, confirms a copy for 1 s', () => {
    expect(QR_IMAGE_SIZE).toBe(1000);
    expect(QR_PREVIEW_SIZE).toBe(150);
    expect(QR_LOGO_SHARE).toBe(0.2);
    expect(QR_COPIED_MS).toBe(1000);
  });
});

describe('readQrUrl', () => {
  it.each(['', '   ', '\n'])('refuses a blank URL (%j)', (text) => {
    expect(readQrUrl(text)).toEqual({ ok: false, error: 'Please enter a valid URL!' });
  });

  it('takes any other text, trimmed', () => {
    expect(readQrUrl('  https://example.com/a b  ')).toEqual({
      ok: true,
      value: 'https://example.com/a b',
    });
  });
});

describe('qrFilename', () => {
  it('is qrcode.png, or qrcode_with_logo.png with a logo', () => {
    expect(qrFilename(false)).toBe('qrcode.png');
    expect(qrFilename(true)).toBe('qrcode_with_logo.png');
  });
});

describe('qrLogoSquare', () => {
  it('is 20% of the image, centred', () => {
    expect(qrLogoSquare()).toEqual({ x: 400, y: 400, width: 200, height: 200 });
    expect(qrLogoSquare(150)).toEqual({ x: 60, y: 60, width: 30, height: 30 });
  });
});

describe('fitLogo', () => {
  const square = qrLogoSquare();

  it('fills the square with a square logo', () => {
    expect(fitLogo(512, 512, square)).toEqual(square);
    expect(fitLogo(64, 64, square)).toEqual(square);
  });

  it('keeps a wide logo’s proportions, centred vertically', () => {
    expect(fitLogo(400, 100, square)).toEqual({ x: 400, y: 475, width: 200, height: 50 });
  });

  it('keeps a tall logo’s proportions, centred horizontally', () => {
    expect(fitLogo(100, 200, square)).toEqual({ x: 450, y: 400, width: 100, height: 200 });
  });

  it('fills the square when the logo has no size yet', () => {
    expect(fitLogo(0, 0, square)).toEqual(square);
    expect(fitLogo(Number.NaN, 10, square)).toEqual(square);
  });
});
