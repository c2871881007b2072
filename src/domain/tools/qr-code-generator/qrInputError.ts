/**
 * What can be wrong with the QR generator's input, as opposed to a failure of the page: the logo
 * file is not an image, or the URL holds more than any QR code can. The renderer throws a
 * `QrInputError`; the machine says what is wrong (`qrInputMessage`) and keeps the last good code.
 */
import { formatCount } from '@/domain/format/count';

/**
 * The most bytes a QR code holds (version 40, byte mode, as a URL is encoded), by error
 * correction: 'M' for a plain code, 'H' when a logo covers the centre.
 */
export const QR_MAX_BYTES = { plain: 2331, withLogo: 1273 } as const;

export type QrInputProblem =
  { kind: 'logo-not-image'; fileName: string | null } | { kind: 'too-long'; withLogo: boolean };

export class QrInputError extends Error {
  constructor(
    readonly problem: QrInputProblem,
    options?: ErrorOptions,
  ) {
    super(`qrCode: ${problem.kind}`, options);
    this.name = 'QrInputError';
  }
}

export function isQrInputError(error: unknown): error is QrInputError {
  return error instanceof QrInputError;
}

/** What the visitor reads, naming the file or the limit. */
export function qrInputMessage(problem: QrInputProblem): string {
  if (problem.kind === 'logo-not-image') {
    const file = problem.fileName ? `“${problem.fileName}”` : 'The logo';
    return `${file} is not an image. Please choose a PNG, JPEG, WebP or SVG file for the logo.`;
  }
  const plain = formatCount(QR_MAX_BYTES.plain);
  const withLogo = formatCount(QR_MAX_BYTES.withLogo);
  return problem.withLogo
    ? `This URL is too long for a QR code with a logo: it can hold at most ${withLogo} characters (${plain} without the logo).`
    : `This URL is too long for a QR code: it can hold at most ${plain} characters.`;
}
