/**
 * One request = one transaction: read the catalog (as the superuser), plan, switch to the
 * caller's role with PostgREST's settings, run the statement, answer. Any error rolls back.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type { StatementResult } from './buildSql.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import type { Role } from './auth.ts';
import type { Operation } from './operation.ts';
import type { Reply } from './replies.ts';

const textOid = 25;

export type Database = Pick<PGliteInterface, 'transaction'>;

export interface TransactionOptions {
  role: Role;
  readOnly: boolean;
  /** The request's headers, lower-cased, as PostgREST hands them to SQL (`request.headers`). */
  headers: Readonly<Record<string, string>>;
}

export async function runInTransaction(
  db: Database,
  options: TransactionOptions,
  plan: (catalog: Catalog) => Operation,
): Promise<Reply> {
  return db.transaction(async (tx) => {
    // PostgREST runs GET and HEAD read-only: a volatile function called by GET fails (405).
    if (options.readOnly) await tx.query('set transaction read only');
    const operation = plan(await loadCatalog(tx));
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true)`,
      [options.role, JSON.stringify({ role: options.role }), JSON.stringify(options.headers)],
    );
    const { sql, params } = operation.statement;
    // Declared as text, each value reaches PostgreSQL untouched and is cast there ($1::integer).
    const paramTypes = params.map(() => textOid);
    const { rows } = await tx.query<StatementResult>(sql, params, { paramTypes });
    const [result] = rows;
    if (!result) throw new Error(`statement returned no row: ${sql}`);
    return operation.reply(result);
  });
}
