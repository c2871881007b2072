/**
 * npm run sandbox:serve [-- --port 54321] [-- --persist] — the Supabase sandbox gateway on its
 * own server, for tools and for pointing a build at it. In memory and fresh from the
 * migrations and seed by default; --persist uses .sandbox-data/supabase instead (not while
 * `npm run dev` or `npm start` has it open).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../supabase/database.ts';
import { startSupabaseSandbox } from '../supabase/gateway/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    persist: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 picks a free one), not "${values.port}"`);
  process.exit(1);
}

const sandbox = await startSupabaseSandbox({
  port,
  dataDir: values.persist ? defaultDataDir : undefined,
});
const data = values.persist
  ? path.relative(process.cwd(), defaultDataDir)
  : 'in memory, fresh from supabase/migrations and supabase/seed.sql';
console.log(`Supabase sandbox gateway (PostgREST over PGlite)
  URL:       ${sandbox.url}   (also ${sandbox.url}/sandbox/supabase)
  anon key:  ${sandbox.anonKey}
  data:      ${data}
Use it from the site: VITE_SUPABASE_URL=${sandbox.url} VITE_SUPABASE_ANON_KEY=${sandbox.anonKey}
Ctrl-C stops it.`);

const stop = () => {
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
