/**
 * The gateway on its own `node:http` server (tests, `npm run sandbox:serve`), answering both
 * `/rest/v1/...` and `/sandbox/supabase/rest/v1/...`, so either base URL works for supabase-js.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createServer } from 'node:http';
import { listenOnLoopback, type Listening } from '../../shared/loopback.ts';
import { openSandboxDatabase } from '../database.ts';
import { createGateway, sandboxAnonKey } from './handler.ts';

export const sandboxBasePath = '/sandbox/supabase';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Persist to this folder; in memory when absent. */
  dataDir?: string;
  /** Start from a snapshot (`createSnapshot`), much faster than migrating. */
  snapshot?: Blob;
  /** Use this database; the sandbox takes ownership and closes it. */
  db?: PGlite;
  anonKey?: string;
  logError?: (error: unknown) => void;
}

export interface SupabaseSandbox {
  /** Give this to supabase-js's `createClient`. */
  url: string;
  port: number;
  anonKey: string;
  db: PGlite;
  /** Stops the server and closes the database (an open PGlite keeps Node running). */
  close(): Promise<void>;
}

export async function startSupabaseSandbox(options: SandboxOptions = {}): Promise<SupabaseSandbox> {
  const db =
    options.db ??
    (await openSandboxDatabase({ dataDir: options.dataDir, snapshot: options.snapshot }));
  const anonKey = options.anonKey ?? sandboxAnonKey;
  const shared = { db, anonKey, logError: options.logError };
  const underSandboxPath = createGateway({ ...shared, basePath: sandboxBasePath });
  const atRoot = createGateway(shared);
  const server = createServer((req, res) => {
    underSandboxPath(req, res, () => atRoot(req, res));
  });
  let listening: Listening;
  try {
    listening = await listenOnLoopback(server, options.port);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: listening.url,
    port: listening.port,
    anonKey,
    db,
    async close() {
      await listening.close();
      if (!db.closed) await db.close();
    },
  };
}
