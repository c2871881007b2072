/**
 * The Supabase sandbox as a service of the Vite plugin: the gateway over the persisted
 * database in `.sandbox-data/supabase` (created from the migrations and seed on first use).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SandboxService } from '../../vitePlugin.ts';
import { defaultDataDir, openSandboxDatabase } from '../database.ts';
import { createGateway, sandboxAnonKey } from './handler.ts';

export function supabaseSandboxService(options: { dataDir?: string } = {}): SandboxService {
  const dataDir = options.dataDir ?? defaultDataDir;
  return {
    name: 'Supabase gateway',
    prefix: '/sandbox/supabase',
    realServiceVariable: 'VITE_SUPABASE_URL',
    async start() {
      mkdirSync(path.dirname(dataDir), { recursive: true });
      const db = await openSandboxDatabase({ dataDir });
      return {
        handler: createGateway({ db, anonKey: sandboxAnonKey }),
        description: `data in ${path.relative(process.cwd(), dataDir) || dataDir}`,
        close: () => db.close(),
      };
    },
  };
}
