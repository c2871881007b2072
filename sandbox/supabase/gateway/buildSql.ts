/**
 * Syntax tree + catalog entries → one SQL statement and its parameters.
 *
 * The rules that make this safe: identifiers come only from catalog entries (double-quoted);
 * types come only from the catalog's `format_type` spelling; keywords come only from constant
 * tables in this file; every value from the request is a bound parameter (`$n`, sent as text
 * and cast to the column's type). No text of the request is ever spliced into SQL.
 *
 * Like PostgREST, PostgreSQL itself renders the JSON (`json_agg`), so values come out exactly
 * as PostgREST would send them.
 */
import type { CatalogFunction, Column, Relation } from './catalog.ts';
import { unknownColumn, unknownWriteColumn } from './errors.ts';
import type { FilterNode, OrderTerm, SelectItem } from './parseQuery.ts';
import type { Page } from './parseHeaders.ts';

export interface Statement {
  sql: string;
  /** Text values for `$1…$n`; the caller declares them all as `text`. */
  params: string[];
}

/** Every statement answers one row of this shape. */
export interface StatementResult {
  body: string | null;
  row_count: number;
  total: number | null;
}

export class Params {
  readonly values: string[] = [];

  /** Binds `value` and returns its placeholder cast to `type` (a catalog type spelling). */
  add(value: string, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** Only ever called with names read from the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const sourceAlias = '_pgrst_src';

function qualifiedName(name: string): string {
  return `${quoteIdent('public')}.${quoteIdent(name)}`;
}

/** Where rows are read from: a table or view, or a function call in FROM. */
export interface RowSource {
  /** The relation name PostgreSQL would use in "column x.y does not exist". */
  label: string;
  columns: ReadonlyMap<string, Column>;
  /** `values`: a set-returning function of a scalar type; each row is the value itself. */
  kind: 'rows' | 'values';
  /** The FROM item(s), aliased `_pgrst_src`. */
  from(params: Params): string;
}

export function tableSource(relation: Relation): RowSource {
  return {
    label: relation.name,
    columns: relation.columns,
    kind: 'rows',
    from: () => `${qualifiedName(relation.name)} as ${sourceAlias}`,
  };
}

/** The arguments of one call: names of `fn`'s inputs, and a JSON object holding their values. */
export interface FunctionArguments {
  names: readonly string[];
  json: string;
}

/**
 * `"public"."fn"("a" => _pgrst_args."a")` plus the FROM item that types the arguments, as
 * PostgREST does: `json_to_record($1::json) as _pgrst_args("a" bigint)`.
 */
function functionCall(
  fn: CatalogFunction,
  args: FunctionArguments,
  params: Params,
): { call: string; argumentsFrom: string | null } {
  const inputs = fn.inputs.filter((input) => args.names.includes(input.name));
  const named = inputs.map(
    (input) =>
      `${input.variadic ? 'variadic ' : ''}${quoteIdent(input.name)} => _pgrst_args.${quoteIdent(input.name)}`,
  );
  const call = `${qualifiedName(fn.name)}(${named.join(', ')})`;
  if (inputs.length === 0) return { call, argumentsFrom: null };
  const definitions = inputs.map((input) => `${quoteIdent(input.name)} ${input.type}`);
  const record = `json_to_record(${params.add(args.json, 'json')})`;
  return { call, argumentsFrom: `${record} as _pgrst_args(${definitions.join(', ')})` };
}

export function functionSource(fn: CatalogFunction, args: FunctionArguments): RowSource {
  const { result } = fn;
  return {
    label: fn.name,
    columns: result.kind === 'rows' ? result.columns : new Map(),
    kind: result.kind === 'rows' ? 'rows' : 'values',
    from(params) {
      const { call, argumentsFrom } = functionCall(fn, args, params);
      const item = `${call} as ${sourceAlias}`;
      return argumentsFrom ? `${argumentsFrom}, ${item}` : item;
    },
  };
}

/** A function returning a scalar (`to_json`) or nothing (`void`), called once. */
export function buildScalarCall(fn: CatalogFunction, args: FunctionArguments): Statement {
  const params = new Params();
  const { call, argumentsFrom } = functionCall(fn, args, params);
  const value = fn.result.kind === 'void' ? `${call}::text` : `to_json(${call})::text`;
  const from = argumentsFrom ? ` from ${argumentsFrom}` : '';
  return {
    sql: `select ${value} as body, 1 as row_count, null::bigint as total${from}`,
    params: params.values,
  };
}

function column(source: RowSource, name: string): Column {
  const found = source.columns.get(name);
  if (!found) throw unknownColumn(name, source.label);
  return found;
}

function columnRef(column: Column): string {
  return `${sourceAlias}.${quoteIdent(column.name)}`;
}

function selectList(source: RowSource, select: readonly SelectItem[] | null): string {
  if (source.kind === 'values') return `${sourceAlias} as _pgrst_value`;
  const items = select ?? [{ kind: 'all' }];
  return items
    .map((item) =>
      item.kind === 'all' ? `${sourceAlias}.*` : columnRef(column(source, item.name)),
    )
    .join(', ');
}

const comparisonSql = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const patternSql = { like: 'like', ilike: 'ilike' } as const;
const isSql = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' } as const;
const directionSql = { asc: ' asc', desc: ' desc' } as const;
const nullsSql = { first: ' nulls first', last: ' nulls last' } as const;

function filterSql(node: FilterNode, source: RowSource, params: Params): string {
  let sql: string;
  if (node.kind === 'logic') {
    const children = node.children.map((child) => filterSql(child, source, params));
    sql = `(${children.join(node.operator === 'and' ? ' and ' : ' or ')})`;
  } else {
    const target = column(source, node.column);
    const left = columnRef(target);
    switch (node.operator) {
      case 'in':
        sql =
          node.values.length === 0
            ? 'false'
            : `${left} in (${node.values.map((value) => params.add(value, target.type)).join(', ')})`;
        break;
      case 'is':
        sql = `${left} is ${isSql[node.value]}`;
        break;
      case 'like':
      case 'ilike':
        // PostgREST accepts * as an alias for the % wildcard.
        sql = `${left} ${patternSql[node.operator]} ${params.add(node.value.replaceAll('*', '%'), 'text')}`;
        break;
      default:
        sql = `${left} ${comparisonSql[node.operator]} ${params.add(node.value, target.type)}`;
    }
  }
  return node.negated ? `not (${sql})` : sql;
}

function whereClause(filters: readonly FilterNode[], source: RowSource, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => filterSql(filter, source, params)).join(' and ')}`;
}

function orderClause(terms: readonly OrderTerm[], source: RowSource): string {
  if (terms.length === 0) return '';
  const sql = terms.map(
    (term) =>
      `${columnRef(column(source, term.column))}${term.direction ? directionSql[term.direction] : ''}${term.nulls ? nullsSql[term.nulls] : ''}`,
  );
  return ` order by ${sql.join(', ')}`;
}

function pageClause(page: Page, params: Params): string {
  const limit = page.limit === null ? '' : ` limit ${params.add(String(page.limit), 'bigint')}`;
  const offset = page.offset === 0 ? '' : ` offset ${params.add(String(page.offset), 'bigint')}`;
  return limit + offset;
}

export type Shape = 'array' | 'object' | 'none';

/** The JSON body (an array of `value`, its only element, or nothing) and the row count. */
function aggregate(shape: Shape, value: string): string {
  const body = {
    array: `coalesce(json_agg(${value}), '[]')::text`,
    object: `(json_agg(${value}) -> 0)::text`,
    none: 'null::text',
  }[shape];
  return `${body} as body, count(*) as row_count`;
}

export interface ReadQuery {
  select: readonly SelectItem[] | null;
  filters: readonly FilterNode[];
  order: readonly OrderTerm[];
}

/**
 * Reads a page of `source`. With `count`, the filtered rows are materialized once, so the
 * total and the page come from the same rows (and a function is called only once).
 */
export function buildRead(
  source: RowSource,
  query: ReadQuery,
  options: { page: Page; count: boolean; shape: Shape },
): Statement {
  const params = new Params();
  const from = source.from(params);
  const rows = `select ${selectList(source, query.select)} from ${from}${whereClause(query.filters, source, params)}${orderClause(query.order, source)}`;
  const page = pageClause(options.page, params);
  const value = source.kind === 'values' ? '_pgrst_page._pgrst_value' : '_pgrst_page';
  const result = aggregate(options.shape, value);
  const sql = options.count
    ? `with _pgrst_rows as materialized (${rows}) select ${result}, (select count(*) from _pgrst_rows) as total from (select * from _pgrst_rows${page}) as _pgrst_page`
    : `select ${result}, null::bigint as total from (${rows}${page}) as _pgrst_page`;
  return { sql, params: params.values };
}

/** The catalog columns a body writes; an unknown key is PostgREST's PGRST204. */
export function writeColumns(relation: Relation, names: readonly string[]): Column[] {
  return names.map((name) => {
    const found = relation.columns.get(name);
    if (!found) throw unknownWriteColumn(name, relation.name);
    return found;
  });
}

/** What a write returns: the selected columns, or `1` (which needs no SELECT privilege). */
function returnedList(source: RowSource, returning: WriteOptions['returning']): string {
  return returning === 'minimal' ? '1' : selectList(source, returning);
}

function mutation(change: string, shape: Shape): string {
  return `with _pgrst_rows as (${change}) select ${aggregate(shape, '_pgrst_rows')}, null::bigint as total from _pgrst_rows`;
}

export interface WriteOptions {
  /** `minimal` returns no rows (and so needs no SELECT grant or policy). */
  returning: readonly SelectItem[] | null | 'minimal';
  shape: Shape;
}

/** Inserts the objects of a JSON body (one object or an array), as PostgREST does. */
export function buildInsert(
  relation: Relation,
  body: { json: string; many: boolean },
  columns: readonly Column[],
  options: WriteOptions,
): Statement {
  const params = new Params();
  const source = tableSource(relation);
  const names = columns.map((c) => quoteIdent(c.name)).join(', ');
  const populate = body.many ? 'json_populate_recordset' : 'json_populate_record';
  const rows = `${populate}(null::${qualifiedName(relation.name)}, ${params.add(body.json, 'json')})`;
  const target = columns.length > 0 ? ` (${names})` : '';
  // With no columns, every row takes all its defaults (INSERT fills in what SELECT omits).
  const insert = `insert into ${source.from(params)}${target} select ${names} from ${rows} as _pgrst_body returning ${returnedList(source, options.returning)}`;
  return { sql: mutation(insert, options.shape), params: params.values };
}

export function buildUpdate(
  relation: Relation,
  bodyJson: string,
  columns: readonly Column[],
  filters: readonly FilterNode[],
  options: WriteOptions,
): Statement {
  const params = new Params();
  const source = tableSource(relation);
  const returned = returnedList(source, options.returning);
  if (columns.length === 0) {
    // SET needs a column; like PostgREST, an empty body changes nothing and returns no rows.
    const nothing = `select ${returned} from ${source.from(params)} where false`;
    return { sql: mutation(nothing, options.shape), params: params.values };
  }
  const names = columns.map((c) => quoteIdent(c.name));
  const values = names.map((name) => `_pgrst_body.${name}`).join(', ');
  const body = `json_populate_record(null::${qualifiedName(relation.name)}, ${params.add(bodyJson, 'json')}) as _pgrst_body`;
  const update = `update ${source.from(params)} set (${names.join(', ')}) = (select ${values} from ${body})${whereClause(filters, source, params)} returning ${returned}`;
  return { sql: mutation(update, options.shape), params: params.values };
}

export function buildDelete(
  relation: Relation,
  filters: readonly FilterNode[],
  options: WriteOptions,
): Statement {
  const params = new Params();
  const source = tableSource(relation);
  const remove = `delete from ${source.from(params)}${whereClause(filters, source, params)} returning ${returnedList(source, options.returning)}`;
  return { sql: mutation(remove, options.shape), params: params.values };
}
