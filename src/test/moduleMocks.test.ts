/**
 * Unit test files share one module registry per worker (`isolate: false` in vite.config.ts): a
 * module an earlier file imported is not imported again. A file that mocks a module must import
 * what it tests after `vi.resetModules()`, or it could test the real module instead of its mock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['src', 'sandbox', 'scripts', '.storybook'];
const testFiles = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.join(root, file)),
);

describe('module mocks', () => {
  it('come with a fresh module registry in every file that uses them', () => {
    const mocking = testFiles.filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    const withoutReset = mocking.filter(
      (file) => !readFileSync(file, 'utf8').includes('vi.resetModules()'),
    );
    expect(withoutReset).toEqual([]);
  });
});
