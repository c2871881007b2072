/**
 * Test databases from snapshots cached on disk (git-ignored .sandbox-data/test-snapshots),
 * keyed by the SQL that builds them: each test file loads one (~0.5 s) instead of running
 * initdb and the migrations (~3 s). A changed migration, seed or fixture changes the key.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { createPGlite, defaultDataDir, migrationFiles } from '../../database.ts';

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
  const cached = readCached(file);
  if (cached) return cached;
  const db = await createPGlite();
  try {
    for (const sql of scripts) await db.exec(sql);
    const snapshot = await db.dumpDataDir('gzip');
    mkdirSync(cacheDir, { recursive: true });
    // Parallel test files may build the same snapshot: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.${threadId}.partial`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    pruneCache();
    return snapshot;
  } finally {
    await db.close();
  }
}

/**
 * The cached snapshot, read at once into memory, or undefined when there is none. Another test
 * file pruning the cache at the same moment may remove it at any point: missing is a miss.
 */
function readCached(file: string): Blob | undefined {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const now = new Date();
    utimesSync(file, now, now); // marks it as used, for pruneCache
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  return new Blob([bytes]);
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Keeps the most recently used snapshots; older ones belong to schemas that have changed.
 * Test files run in parallel and may prune at the same time: a file another one has just
 * removed is simply gone, not an error.
 */
function pruneCache(keep = 6): void {
  const files = readdirSync(cacheDir)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => path.join(cacheDir, name))
    .flatMap((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? [{ file, usedAt: stats.mtimeMs }] : [];
    })
    .sort((a, b) => b.usedAt - a.usedAt);
  for (const { file } of files.slice(keep)) rmSync(file, { force: true });
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
