/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vitePlugin.ts';
import { envCheckPlugin } from './src/build/env/envCheckPlugin.ts';
import { staticHostPlugin } from './src/build/hosting/staticHostPlugin.ts';
import { prerenderPlugin } from './src/build/prerender/prerenderPlugin.ts';
import { securityHeadersPlugin } from './src/build/security/securityHeadersPlugin.ts';

export default defineConfig({
  plugins: [
    react(),
    envCheckPlugin(),
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
    include: [
      'src/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
      '.storybook/**/*.test.ts',
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
