/**
 * Serves the built Storybook (storybook-static/, or STORYBOOK_DIR) as a static host serves it:
 * the headers of its own `_headers` file on every answer, `/x.html` at `/x`
 * (src/build/hosting/staticHost.ts). Refuses to start when the host would ignore a line of it.
 *
 *   npm run storybook:preview          (port 6006)
 *   npx tsx .storybook/hosting/serve.ts 6007
 */
import http from 'node:http';
import { createStaticHost } from '../../src/build/hosting/staticHost.ts';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const port = Number(process.argv[2] ?? 6006);
const host = createStaticHost(dir);
if (host.problems.length > 0) {
  console.error(`${dir}/_headers or _redirects has lines a host would ignore:`);
  for (const problem of host.problems) console.error(`  ${problem}`);
  process.exit(1);
}
http.createServer(host.handle).listen(port, '127.0.0.1', () => {
  console.log(`${dir} on http://127.0.0.1:${String(port)}`);
});
