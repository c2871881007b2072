import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Drops open connections and stops listening. */
  close: () => Promise<void>;
}

/**
 * Starts `server` on the loopback address (port 0 picks a free one). Sandbox servers only ever
 * listen on 127.0.0.1: they are test and development stand-ins, never reachable from outside.
 */
export async function listenOnLoopback(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
