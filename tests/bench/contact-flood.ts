/**
 * Contact flood benchmark: how many messages a flood from one machine gets stored per minute,
 * before the proof of work (the migrations before 2026-11-29: a global cap of 30 a minute) and
 * after (every message pays a proof of work that grows harder with the volume), and whether a
 * visitor's single try halfway through each goes through. The flood sends from 20 loopback addresses
 * (one machine with many addresses) with a fresh e-mail every time and solves challenges with
 * Node's native SHA-256 on one core (sandbox/supabase/contactFlood.ts); the gateway runs here.
 *
 *   npx tsx tests/bench/contact-flood.ts [--seconds 60] [--addresses 20]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { flood, type FloodTally } from '../../sandbox/supabase/contactFlood';
import { createPGlite, migrationFiles } from '../../sandbox/supabase/database';
import { startSupabaseSandbox } from '../../sandbox/supabase/gateway/server';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const seconds = option('seconds', 60);
const addresses = Array.from(
  { length: option('addresses', 20) },
  (_, i) => `127.0.0.${String(i + 2)}`,
);
const FIRST_MIGRATION_AFTER = '20261129';

/** A database with the migrations before (or all, `after`), and the seed. */
async function database(after: boolean) {
  const db = await createPGlite();
  const read = (file: string) => readFileSync(file, 'utf8');
  await db.exec(read(new URL('../../sandbox/supabase/bootstrap.sql', import.meta.url).pathname));
  for (const file of migrationFiles()) {
    if (after || path.basename(file) < FIRST_MIGRATION_AFTER) await db.exec(read(file));
  }
  await db.exec(read(new URL('../../supabase/seed.sql', import.meta.url).pathname));
  return db;
}

async function run(after: boolean): Promise<{ flooded: FloodTally; visitor: FloodTally }> {
  const sandbox = await startSupabaseSandbox({ db: await database(after) });
  try {
    const rest = `${sandbox.url}/rest/v1`;
    const flooding = flood({ rest, addresses, durationMs: seconds * 1000, withProof: after });
    // A visitor tries once, halfway through the flood, from an address of their own (a refused
    // proof renewed once, as the form does; solving on the flood's own busy core).
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    const visitor = await flood({
      rest,
      addresses: ['127.0.0.1'],
      attempts: 1,
      withProof: after,
      renewRefusedProof: true,
    });
    return { flooded: await flooding, visitor };
  } finally {
    await sandbox.close();
  }
}

function report(label: string, { flooded, visitor }: { flooded: FloodTally; visitor: FloodTally }) {
  const perMinute = (flooded.accepted * 60_000) / flooded.elapsedMs;
  console.log(`\n${label}`);
  console.log(
    `  flood stored       ${String(flooded.accepted).padStart(6)} in ${(flooded.elapsedMs / 1000).toFixed(0)} s = ${perMinute.toFixed(1)} a minute`,
  );
  console.log(`  flood refused      ${JSON.stringify(flooded.refused)}`);
  const minutes = Array.from(
    { length: Math.ceil(flooded.elapsedMs / 60_000) },
    (_, minute) => flooded.acceptedAt.filter((at) => Math.floor(at / 60_000) === minute).length,
  );
  console.log(`  stored each minute ${minutes.join(', ')}`);
  if (flooded.hardestChallenge)
    console.log(
      `  hardest challenge  maxnumber ${flooded.hardestChallenge.toLocaleString('en-US')}`,
    );
  const through =
    visitor.accepted === 1 ? 'went through' : `refused ${JSON.stringify(visitor.refused)}`;
  console.log(`  a visitor's one try halfway through: ${through}`);
}

console.log(
  `Contact flood from one machine: ${String(addresses.length)} addresses, ${String(seconds)} s, fresh e-mails`,
);
report('before (global cap of 30 a minute, no proof of work)', await run(false));
report(
  'after (proof of work, harder with volume; per-e-mail and per-address throttles)',
  await run(true),
);
