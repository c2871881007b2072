import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compressedCopies,
  isCompressible,
  MIN_COMPRESSED_SIZE,
  precompressFiles,
} from './precompress';

const text = Buffer.from('const answer = "the same line, over and over";\n'.repeat(200));

describe('which files get compressed copies', () => {
  it('text files of at least 1 KB', () => {
    for (const name of ['index.html', 'app.js', 'app.css', 'logo.svg', 'data.json', 'feed.xml']) {
      expect(isCompressible(name, MIN_COMPRESSED_SIZE), name).toBe(true);
      expect(isCompressible(name, MIN_COMPRESSED_SIZE - 1), name).toBe(false);
    }
    expect(isCompressible('robots.txt', 4096)).toBe(true);
    expect(isCompressible('site.webmanifest', 4096)).toBe(true);
  });

  it('not files that are compressed already, nor the compressed copies', () => {
    for (const name of ['font.woff2', 'photo.jpg', 'image.png', 'app.js.br', 'app.js.gz']) {
      expect(isCompressible(name, 100_000), name).toBe(false);
    }
  });
});

describe('the compressed copies', () => {
  it('decompress to the file', async () => {
    const { br, gzip } = await compressedCopies(text);
    expect(br && brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gzip && gunzipSync(gzip).equals(text)).toBe(true);
    expect(br?.length).toBeLessThan(gzip?.length ?? 0);
  });

  it('are left out when they would be larger than the file', async () => {
    expect(await compressedCopies(randomBytes(4096))).toEqual({});
  });
});

describe('precompressing a built folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each compressible file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const files = { 'app.js': text, 'tiny.css': Buffer.from('a{}'), 'font.woff2': text };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), content);
    }
    const count = await precompressFiles(
      Object.entries(files).map(([name, content]) => ({
        path: path.join(dir, name),
        size: content.length,
      })),
    );
    expect(count).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'font.woff2',
      'tiny.css',
    ]);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.js.gz'))).equals(text)).toBe(true);
  });
});
