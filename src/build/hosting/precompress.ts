/**
 * Brotli and gzip copies of the built site's text files (`app.js` → `app.js.br`, `app.js.gz`),
 * made once at build time at the highest settings, so the server sends them without
 * compressing each response.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this, a response fits in a packet or two anyway. */
export const MIN_COMPRESSED_SIZE = 1024;

const COMPRESSIBLE =
  /\.(html?|m?js|css|svg|json|map|xml|txt|csv|md|webmanifest|ico|wasm|ttf|otf|eot)$/i;

export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' } as const;
const ENCODINGS = ['br', 'gzip'] as const;

export function isCompressible(fileName: string, size: number): boolean {
  return size >= MIN_COMPRESSED_SIZE && COMPRESSIBLE.test(fileName);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file's Brotli and gzip encodings, each only if it is smaller than the file. */
export async function compressedCopies(content: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  return {
    ...(br.length < content.length && { br }),
    ...(gz.length < content.length && { gzip: gz }),
  };
}

/** Writes the compressed copies of each compressible file among `files` (absolute paths). */
export async function precompressFiles(files: readonly { path: string; size: number }[]) {
  const compressible = files.filter((file) => isCompressible(file.path, file.size));
  await Promise.all(
    compressible.map(async (file) => {
      const copies = await compressedCopies(await readFile(file.path));
      await Promise.all(
        ENCODINGS.flatMap((encoding) => {
          const content = copies[encoding];
          return content ? [writeFile(file.path + COMPRESSED_COPIES[encoding], content)] : [];
        }),
      );
    }),
  );
  return compressible.length;
}
