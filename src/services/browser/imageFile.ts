/**
 * An image file the visitor chose, decoded in the page before anything uses it: a file the
 * browser cannot draw (not an image, a text file renamed `.png`, a broken file) is refused here,
 * whatever its name or type says.
 */

/** A file the browser could not decode as an image. */
export class NotAnImageError extends Error {
  constructor(options?: ErrorOptions) {
    super('imageFile: the browser cannot decode this file as an image', options);
    this.name = 'NotAnImageError';
  }
}

export interface DecodedImage {
  /** The decoded picture, ready to draw. */
  image: HTMLImageElement;
  /** Its object URL, for an `<img>`; revoked by `release`. */
  url: string;
  /** Revokes the object URL once nothing shows or draws the picture any more. */
  release: () => void;
}

/** Decodes `file`; rejects with `NotAnImageError` (its object URL already revoked) if it is none. */
export async function decodeImageFile(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const release = () => URL.revokeObjectURL(url);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (cause) {
    release();
    throw new NotAnImageError({ cause });
  }
  return { image, url, release };
}
