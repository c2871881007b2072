/**
 * npm run sandbox:reset — deletes the sandbox database in .sandbox-data/supabase and creates it
 * again from supabase/migrations and supabase/seed.sql (what `supabase db reset` does).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { quoteIdent } from '../supabase/gateway/buildSql.ts';
import { defaultDataDir, migrationFiles, openSandboxDatabase } from '../supabase/database.ts';

const shown = (file: string) => path.relative(process.cwd(), file) || file;

console.log(
  'Stop `npm run dev` / `npm start` first: a running server keeps the old database open.',
);
if (existsSync(defaultDataDir)) {
  rmSync(defaultDataDir, { recursive: true, force: true });
  console.log(`Deleted ${shown(defaultDataDir)}`);
}
mkdirSync(path.dirname(defaultDataDir), { recursive: true });

const started = Date.now();
const db = await openSandboxDatabase({ dataDir: defaultDataDir });
try {
  console.log(`Created ${shown(defaultDataDir)} from:`);
  console.log('  sandbox/supabase/bootstrap.sql (the roles a Supabase project has)');
  for (const file of migrationFiles()) console.log(`  ${shown(file)}`);
  console.log('  supabase/seed.sql');
  const { rows: tables } = await db.query<{ name: string }>(
    `select c.relname as name from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: number }>(
      `select count(*)::int as count from public.${quoteIdent(name)}`,
    );
    console.log(`  public.${name}: ${rows[0]?.count ?? 0} rows`);
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await db.close();
}
