import http from 'node:http';
import sirv from 'sirv';

/**
 * Serves a built folder on 127.0.0.1 at a free port (or `port`); resolves with the server and
 * its URL. `spa` sends index.html for unknown paths, as a static host for the site would.
 */
export function serveStatic(dir, { port = 0, spa = false } = {}) {
  const handler = sirv(dir, { dev: false, etag: true, single: spa });
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}
