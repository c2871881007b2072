/** A QR code made in the page (the QR code and subscribe link generators): the PNG and a URL the preview can show. */
export interface QrImage {
  blob: Blob;
  src: string;
}
