/**
 * The QR code generator's image, made in the browser (no third-party image service): a
 * 1000×1000 PNG of the URL, optionally with the visitor's logo on a white square in the centre
 * (docs/product.md, qr-code-generator: 20% of the size). The logo file never leaves the page.
 */
import { QR_IMAGE_SIZE, fitLogo, qrLogoSquare } from '@/domain/tools/qr-code-generator/qrCode';
import { QrInputError } from '@/domain/tools/qr-code-generator/qrInputError';
import { decodeImageFile, type DecodedImage } from './imageFile';
import { rasterQr } from './qrRaster';

export interface QrImageRequest {
  url: string;
  /** An image file (PNG, JPEG, SVG, WebP...); null for a plain code. */
  logo: Blob | null;
  size?: number;
}

export interface QrImageResult {
  /** The PNG to download or copy. */
  blob: Blob;
  /** The same PNG as a data URL, for the on-screen preview (nothing to revoke). */
  dataUrl: string;
}

/**
 * Renders the QR image. Rejects with a `QrInputError` on a logo that is not an image or a URL too
 * long to encode; otherwise on abort or a browser failure.
 */
export async function renderQrImage(
  { url, logo, size = QR_IMAGE_SIZE }: QrImageRequest,
  signal?: AbortSignal,
): Promise<QrImageResult> {
  signal?.throwIfAborted();
  const logoImage = logo ? await openLogo(logo) : null;
  try {
    signal?.throwIfAborted();
    const { pixels } = rasterQr(url, { size, withLogo: logoImage !== null });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('qrImage: this browser has no 2D canvas');
    context.putImageData(new ImageData(pixels, size, size), 0, 0);
    if (logoImage) {
      const box = fitLogo(
        logoImage.image.naturalWidth,
        logoImage.image.naturalHeight,
        qrLogoSquare(size),
      );
      context.imageSmoothingQuality = 'high';
      context.drawImage(logoImage.image, box.x, box.y, box.width, box.height);
    }
    const blob = await canvasToPng(canvas);
    signal?.throwIfAborted();
    return { blob, dataUrl: canvas.toDataURL('image/png') };
  } finally {
    logoImage?.release();
  }
}

/** Decodes the logo; a file that is not an image is the visitor's input to fix, named. */
async function openLogo(file: Blob | File): Promise<DecodedImage> {
  try {
    return await decodeImageFile(file);
  } catch (cause) {
    const fileName = file instanceof File ? file.name : null;
    throw new QrInputError({ kind: 'logo-not-image', fileName }, { cause });
  }
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('qrImage: the canvas could not be encoded as PNG'));
    }, 'image/png');
  });
}
