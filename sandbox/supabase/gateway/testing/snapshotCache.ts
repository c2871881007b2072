/**
 * Test databases from snapshots cached on disk (git-ignored .sandbox-data/test-snapshots),
 * keyed by the SQL that builds them: each test file loads one (~0.5 s) instead of running
 * initdb and the migrations (~3 s). A changed migration, seed or fixture changes the key.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { defaultDataDir, migrationFiles } from '../../database.ts';

const cacheDir = path.join(path.dirname(defaultDataDir), 'test-snapshots');
const bootstrapFile = new URL('../../bootstrap.sql', import.meta.url);
const pgliteVersion = (
  JSON.parse(
    readFileSync(
      new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      'utf8',
    ),
  ) as { version: string }
).version;

/** Runs `sql` scripts in order on a fresh database and returns it as a snapshot, cached. */
export async function snapshotOf(scripts: readonly string[]): Promise<Blob> {
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(scripts.join('\n;\n'))
    .digest('hex');
  const file = path.join(cacheDir, `${key.slice(0, 32)}.tar.gz`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now); // marks it as used, for pruneCache
    return openAsBlob(file);
  }
  const db = await PGlite.create();
  try {
    for (const sql of scripts) await db.exec(sql);
    const snapshot = await db.dumpDataDir('gzip');
    mkdirSync(cacheDir, { recursive: true });
    // Parallel test files may build the same snapshot: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    pruneCache();
    return snapshot;
  } finally {
    await db.close();
  }
}

/** Keeps the most recently used snapshots; older ones belong to schemas that have changed. */
function pruneCache(keep = 6): void {
  const files = readdirSync(cacheDir)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => path.join(cacheDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const stale of files.slice(keep)) rmSync(stale, { force: true });
}

export function bootstrapSql(): string {
  return readFileSync(bootstrapFile, 'utf8');
}

const seedFile = new URL('../../../../supabase/seed.sql', import.meta.url);

/** Whether supabase/migrations and supabase/seed.sql are there to build the real database. */
export function projectSchemaExists(): boolean {
  return existsSync(seedFile) && migrationFiles().length > 0;
}

/** The project's own database: Supabase's roles, every migration, then the seed. */
export function projectScripts(): string[] {
  return [
    bootstrapSql(),
    ...migrationFiles().map((file) => readFileSync(file, 'utf8')),
    readFileSync(seedFile, 'utf8'),
  ];
}
