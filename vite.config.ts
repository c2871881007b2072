/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vitePlugin.ts';
import { deployCheckPlugin } from './src/build/env/deployCheckPlugin.ts';
import { envCheckPlugin } from './src/build/env/envCheckPlugin.ts';
import { staticHostPlugin } from './src/build/hosting/staticHostPlugin.ts';
import { prerenderPlugin } from './src/build/prerender/prerenderPlugin.ts';
import { securityHeadersPlugin } from './src/build/security/securityHeadersPlugin.ts';

const testRoots = ['src', 'sandbox', 'scripts', '.storybook'];
const testFile = /\.test\.(ts|tsx|mjs)$/;

/** The test files that ask for a document (`// @vitest-environment jsdom` on their first line). */
function documentTests(): string[] {
  return testRoots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => testFile.test(file))
      .map((file) => path.join(root, file))
      .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom')),
  );
}

export default defineConfig({
  plugins: [
    react(),
    envCheckPlugin(),
    deployCheckPlugin(),
    securityHeadersPlugin(),
    sandboxPlugin(),
    prerenderPlugin(),
    // After the sandbox: its routes answer first, the built files everything else.
    staticHostPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // No source maps in the published site: they would hand out the unminified source.
    sourcemap: false,
  },
  preview: {
    port: 4173,
  },
  test: {
    // Most tests are pure TypeScript and run in Node; a test that needs a document says so with
    // a `// @vitest-environment jsdom` first line (jsdom for all cost ~80 s of the unit step).
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        // The Node tests of a worker share one module registry instead of each file importing
        // the whole graph afresh (the unit step: 174 s → about 40 s). A file that mocks a module
        // imports its subject after vi.resetModules(), so the mock applies (checked by
        // src/test/moduleMocks.test.ts).
        extends: true,
        test: {
          name: 'node',
          isolate: false,
          include: testRoots.map((root) => `${root}/**/*.test.{ts,tsx,mjs}`),
          exclude: documentTests(),
        },
      },
      {
        // Each document test keeps a document of its own: what one leaves on `window`,
        // `document` or `URL` never reaches another.
        extends: true,
        test: { name: 'document', isolate: true, include: documentTests() },
      },
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // A stubbed variable or global never outlives its test (vi.stubEnv, vi.stubGlobal).
    unstubEnvs: true,
    unstubGlobals: true,
    // A test that only waits proves nothing: each one must assert something.
    expect: { requireAssertions: true },
    // Sandbox tests start real servers and databases; a busy 2-core CI needs headroom.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
