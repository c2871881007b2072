/**
 * What schema `public` exposes, read from pg_catalog (as the superuser, so it lists what
 * PostgREST's schema cache would list, whatever anon may do with it). Every name a request
 * uses is looked up here before any SQL is built; SQL only ever uses the spellings found here.
 */
import type { Transaction } from '@electric-sql/pglite';
import { ambiguousFunction, functionNotFound, tableNotFound } from './errors.ts';

export interface Column {
  name: string;
  /** `format_type(oid, NULL)`: PostgreSQL's own, already-quoted spelling of the type. */
  type: string;
}

export interface Relation {
  name: string;
  columns: ReadonlyMap<string, Column>;
}

export interface FunctionArgument extends Column {
  variadic: boolean;
}

export type FunctionResult =
  | { kind: 'void' }
  | { kind: 'scalar'; set: boolean }
  | { kind: 'rows'; set: boolean; columns: ReadonlyMap<string, Column> };

export interface CatalogFunction {
  name: string;
  /** Input arguments in declaration order; the last `defaults` of them may be left out. */
  inputs: readonly FunctionArgument[];
  defaults: number;
  result: FunctionResult;
}

export interface Catalog {
  relation(name: string): Relation;
  /** Functions named `name`, whatever their arguments (overloads). */
  functions(name: string): readonly CatalogFunction[];
}

interface RelationRow {
  name: string;
  columns: Column[];
}

interface FunctionRow {
  name: string;
  returns_set: boolean;
  result_kind: 'void' | 'scalar' | 'rows' | 'unsupported';
  defaults: number;
  arguments: { name: string | null; type: string; mode: string }[];
  result_columns: Column[];
}

const relationsSql = `
  select c.relname as name,
         json_agg(json_build_object('name', a.attname, 'type', pg_catalog.format_type(a.atttypid, null))
                  order by a.attnum) as columns
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
   group by c.oid, c.relname`;

const functionsSql = `
  select p.proname as name,
         p.proretset as returns_set,
         p.pronargdefaults as defaults,
         case
           when p.prorettype = 'pg_catalog.void'::pg_catalog.regtype then 'void'
           when rt.typtype = 'c'
             or (p.prorettype = 'pg_catalog.record'::pg_catalog.regtype
                 and p.proargmodes && array['o', 'b', 't']::"char"[]) then 'rows'
           when rt.typtype = 'p' then 'unsupported'
           else 'scalar'
         end as result_kind,
         coalesce((select json_agg(json_build_object('name', x.name,
                                                     'type', pg_catalog.format_type(x.type, null),
                                                     'mode', coalesce(x.mode, 'i'))
                                   order by x.position)
                     from unnest(coalesce(p.proallargtypes, p.proargtypes::pg_catalog.oid[]),
                                 p.proargnames, p.proargmodes::text[])
                          with ordinality as x(type, name, mode, position)), '[]') as arguments,
         coalesce((select json_agg(json_build_object('name', a.attname,
                                                     'type', pg_catalog.format_type(a.atttypid, null))
                                   order by a.attnum)
                     from pg_catalog.pg_attribute a
                    where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped),
                  '[]') as result_columns
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type rt on rt.oid = p.prorettype
   where n.nspname = 'public' and p.prokind = 'f'
     and not exists (select 1 from unnest(p.proargtypes) as t(oid)
                       join pg_catalog.pg_type pt on pt.oid = t.oid where pt.typtype = 'p')`;

function columnMap(columns: readonly Column[]): ReadonlyMap<string, Column> {
  return new Map(columns.map((column) => [column.name, column]));
}

const inputModes = new Set(['i', 'b', 'v']);
const outputModes = new Set(['o', 'b', 't']);

/** `null` for functions PostgREST could not call by named arguments either. */
function toFunction(row: FunctionRow): CatalogFunction | null {
  if (row.result_kind === 'unsupported') return null;
  const inputs = row.arguments.filter((argument) => inputModes.has(argument.mode));
  if (inputs.some((argument) => argument.name === null || argument.name === '')) return null;
  const outputs = row.arguments.filter((argument) => outputModes.has(argument.mode));
  let result: FunctionResult;
  if (row.result_kind === 'void') result = { kind: 'void' };
  else if (row.result_kind === 'scalar') result = { kind: 'scalar', set: row.returns_set };
  else {
    const columns =
      row.result_columns.length > 0
        ? row.result_columns
        : outputs.map(({ name, type }) => ({ name: name ?? '', type }));
    result = { kind: 'rows', set: row.returns_set, columns: columnMap(columns) };
  }
  return {
    name: row.name,
    inputs: inputs.map(({ name, type, mode }) => ({
      name: name ?? '',
      type,
      variadic: mode === 'v',
    })),
    defaults: row.defaults,
    result,
  };
}

export async function loadCatalog(tx: Transaction): Promise<Catalog> {
  const [relationRows, functionRows] = [
    await tx.query<RelationRow>(relationsSql),
    await tx.query<FunctionRow>(functionsSql),
  ];
  const relations = new Map(
    relationRows.rows.map((row) => [row.name, { name: row.name, columns: columnMap(row.columns) }]),
  );
  const functions = new Map<string, CatalogFunction[]>();
  for (const row of functionRows.rows) {
    const fn = toFunction(row);
    if (fn) functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return {
    relation(name) {
      const relation = relations.get(name);
      if (!relation) throw tableNotFound(name);
      return relation;
    },
    functions(name) {
      return functions.get(name) ?? [];
    },
  };
}

function signature(fn: CatalogFunction): string {
  return fn.inputs.map((input) => `${input.name} => ${input.type}`).join(', ');
}

/**
 * The overload whose input names fit `keys`: every key names an input (unless
 * `extraKeysAreFilters`, for GET on a function that returns rows) and every input without a
 * default is given.
 */
export function resolveFunction(
  catalog: Catalog,
  name: string,
  keys: readonly string[],
  extraKeysAreFilters: boolean,
): CatalogFunction {
  const matches = catalog.functions(name).filter((fn) => {
    const inputNames = new Set(fn.inputs.map((input) => input.name));
    const extra = keys.filter((key) => !inputNames.has(key));
    if (extra.length > 0 && !(extraKeysAreFilters && fn.result.kind === 'rows')) return false;
    const required = fn.inputs.slice(0, fn.inputs.length - fn.defaults);
    return required.every((input) => keys.includes(input.name));
  });
  const [only, ...others] = matches;
  if (!only) throw functionNotFound(name, keys);
  if (others.length > 0) throw ambiguousFunction(name, matches.map(signature));
  return only;
}
