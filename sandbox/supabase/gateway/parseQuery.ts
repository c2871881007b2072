/**
 * PostgREST's query-string grammar → a small syntax tree. Pure: names stay unresolved here
 * (the catalog checks them), and nothing in this file knows SQL.
 *
 * Supported: select lists of columns and `*`; filters eq, neq, gt, gte, lt, lte, like, ilike,
 * is, in, each optionally negated with `not.`; `or=(…)`/`and=(…)` trees, nested and negated;
 * order; limit; offset; columns. Other PostgREST features are refused with PGRST100 rather
 * than half-supported.
 */
import { Cursor, identifier } from './cursor.ts';
import { queryError } from './errors.ts';

const comparisonOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
const patternOperators = ['like', 'ilike'] as const;
export const operators = [...comparisonOperators, ...patternOperators, 'is', 'in'] as const;
export type Operator = (typeof operators)[number];
export type IsValue = 'null' | 'true' | 'false' | 'unknown';

/** PostgREST operators the sandbox deliberately does not implement. */
const refusedOperators = new Set([
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

export type Condition =
  | { kind: 'condition'; column: string; negated: boolean; operator: 'in'; values: string[] }
  | { kind: 'condition'; column: string; negated: boolean; operator: 'is'; value: IsValue }
  | {
      kind: 'condition';
      column: string;
      negated: boolean;
      operator: Exclude<Operator, 'in' | 'is'>;
      value: string;
    };

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

export type SelectItem = { kind: 'all' } | { kind: 'column'; name: string };

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  /** `null` when `select` is absent, which means `*`. */
  select: SelectItem[] | null;
  filters: FilterNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  columns: string[] | null;
}

/** Query parameters that are not filters. */
export const reservedParameters = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
]);

const logicKeys: Readonly<Record<string, Pick<Logic, 'operator' | 'negated'>>> = {
  or: { operator: 'or', negated: false },
  and: { operator: 'and', negated: false },
  'not.or': { operator: 'or', negated: true },
  'not.and': { operator: 'and', negated: true },
};

/** A value inside `(…)` lists and logic trees: quoted, or raw up to `,` or `)`. */
function delimitedValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.position;
    const value = cursor.quoted();
    if (cursor.atEnd || cursor.lookingAt(/^[,)]/)) return value;
    cursor.position = start; // a quote that does not close the value is part of it (PostgREST)
  }
  return cursor.takeUntil(',)');
}

function list(cursor: Cursor): string[] {
  cursor.expect('(');
  if (cursor.eat(')')) return [];
  const values = [delimitedValue(cursor)];
  while (cursor.eat(',')) values.push(delimitedValue(cursor));
  cursor.expect(')');
  return values;
}

function isValue(cursor: Cursor, raw: string): IsValue {
  const value = raw.toLowerCase();
  if (value === 'null' || value === 'true' || value === 'false' || value === 'unknown') {
    return value;
  }
  return cursor.fail(`"is" accepts null, true, false or unknown, not "${raw}"`);
}

function operator(cursor: Cursor): Operator {
  const name = cursor.takeWhile(/[a-z]/);
  if (cursor.peek() === '(') {
    cursor.fail(
      `"${name}(…)" (operator modifiers, text-search configurations) is not supported by the sandbox gateway`,
    );
  }
  const known = operators.find((candidate) => candidate === name);
  if (known) return known;
  if (refusedOperators.has(name)) {
    return cursor.fail(`the "${name}" operator is not supported by the sandbox gateway`);
  }
  return cursor.fail(
    name === ''
      ? 'expected an operator'
      : `unknown operator "${name}"; use one of ${operators.join(', ')}`,
  );
}

/** `[not.]op.value` after the column; `valueOf` reads the value in its context. */
function condition(cursor: Cursor, column: string, valueOf: (cursor: Cursor) => string): Condition {
  const negated = cursor.eat('not.');
  const op = operator(cursor);
  cursor.expect('.');
  if (op === 'in')
    return { kind: 'condition', column, negated, operator: op, values: list(cursor) };
  const raw = valueOf(cursor);
  if (op === 'is')
    return { kind: 'condition', column, negated, operator: op, value: isValue(cursor, raw) };
  return { kind: 'condition', column, negated, operator: op, value: raw };
}

function treeItem(cursor: Cursor): FilterNode {
  const logic = cursor.eatMatch(/^(not\.)?(and|or)(?=\()/);
  if (logic) {
    const operator = logic[2] === 'and' ? 'and' : 'or';
    return {
      kind: 'logic',
      operator,
      negated: logic[1] !== undefined,
      children: treeChildren(cursor),
    };
  }
  const column = identifier(cursor);
  cursor.expect('.');
  return condition(cursor, column, delimitedValue);
}

function treeChildren(cursor: Cursor): FilterNode[] {
  cursor.expect('(');
  const children = [treeItem(cursor)];
  while (cursor.eat(',')) children.push(treeItem(cursor));
  cursor.expect(')');
  return children;
}

/** `or=(…)`, `and=(…)`, `not.or=(…)`, `not.and=(…)`. */
export function parseLogicTree(key: string, text: string): Logic {
  const shape = logicKeys[key];
  if (!shape) throw queryError(`"failed to parse logic tree (${text})"`, `unknown key "${key}"`);
  const cursor = new Cursor(text, 'logic tree');
  const children = treeChildren(cursor);
  cursor.expectEnd();
  return { kind: 'logic', ...shape, children };
}

/** One `column=[not.]op.value` parameter; the value runs to the end of the parameter. */
export function parseFilter(key: string, text: string): FilterNode {
  if (key in logicKeys) return parseLogicTree(key, text);
  const keyCursor = new Cursor(key, 'filter column');
  const column = identifier(keyCursor);
  if (!keyCursor.atEnd) {
    keyCursor.fail(
      keyCursor.peek() === '.'
        ? 'filters on embedded resources are not supported by the sandbox gateway'
        : `unexpected "${key.slice(keyCursor.position)}" in a column name`,
    );
  }
  const cursor = new Cursor(text, 'filter');
  const node = condition(cursor, column, (c) => c.takeUntil(''));
  cursor.expectEnd();
  return node;
}

/** Drops whitespace outside double quotes, as PostgREST does for select and columns. */
function stripWhitespace(text: string): string {
  let quoted = false;
  let result = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (quoted || !/\s/.test(char)) result += char;
  }
  return result;
}

const refusedSelectSyntax: readonly (readonly [RegExp, string])[] = [
  [/^\.\.\./, 'spread (...) is not supported by the sandbox gateway'],
  [/^\(/, 'embedded resources are not supported by the sandbox gateway'],
  [/^!/, 'embedding hints are not supported by the sandbox gateway'],
  [/^::/, 'casts (column::type) are not supported by the sandbox gateway'],
  [/^:/, 'aliases (alias:column) are not supported by the sandbox gateway'],
  [/^->/, 'JSON paths (->, ->>) are not supported by the sandbox gateway'],
];

function separatedBy(cursor: Cursor, item: (cursor: Cursor) => void): void {
  item(cursor);
  while (cursor.eat(',')) item(cursor);
  cursor.expectEnd();
}

/** Fails with the sandbox's reason when the cursor is on syntax it refuses. */
function refuseUnsupported(cursor: Cursor): void {
  for (const [pattern, reason] of refusedSelectSyntax) {
    if (cursor.lookingAt(pattern)) cursor.fail(reason);
  }
}

export function parseSelect(text: string): SelectItem[] {
  const stripped = stripWhitespace(text);
  const items: SelectItem[] = [];
  if (stripped === '') return items; // PostgREST selects no columns: every row is {}
  const cursor = new Cursor(stripped, 'select parameter');
  separatedBy(cursor, (c) => {
    if (c.eat('*')) items.push({ kind: 'all' });
    else {
      refuseUnsupported(c);
      items.push({ kind: 'column', name: identifier(c) });
    }
    refuseUnsupported(c);
  });
  return items;
}

export function parseOrder(text: string): OrderTerm[] {
  const cursor = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  separatedBy(cursor, (c) => {
    const column = identifier(c);
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    if (c.eat('.asc')) direction = 'asc';
    else if (c.eat('.desc')) direction = 'desc';
    if (c.eat('.nullsfirst')) nulls = 'first';
    else if (c.eat('.nullslast')) nulls = 'last';
    if (!c.atEnd && c.peek() !== ',') {
      c.fail('expected .asc, .desc, .nullsfirst or .nullslast');
    }
    terms.push({ column, direction, nulls });
  });
  return terms;
}

export function parseColumns(text: string): string[] {
  const cursor = new Cursor(stripWhitespace(text), 'columns parameter');
  const names: string[] = [];
  separatedBy(cursor, (c) => names.push(identifier(c)));
  return names;
}

export function parseNonNegativeInteger(name: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value)) {
    throw queryError(
      `"failed to parse ${name} parameter (${text})"`,
      'expected a non-negative integer',
    );
  }
  return value;
}

function optional<T>(params: URLSearchParams, name: string, parse: (text: string) => T): T | null {
  const text = params.get(name);
  return text === null ? null : parse(text);
}

/**
 * The whole query string. `skip` names parameters that are not filters in this context
 * (a function's arguments on GET /rpc/…).
 */
export function parseQuery(
  params: URLSearchParams,
  skip: ReadonlySet<string> = new Set(),
): ParsedQuery {
  if (params.has('on_conflict')) {
    throw queryError(
      '"on_conflict" is not supported by the sandbox gateway',
      'upserts are refused',
    );
  }
  const filters: FilterNode[] = [];
  for (const [key, value] of params) {
    if (!reservedParameters.has(key) && !skip.has(key)) filters.push(parseFilter(key, value));
  }
  return {
    select: optional(params, 'select', parseSelect),
    filters,
    order: optional(params, 'order', parseOrder) ?? [],
    limit: optional(params, 'limit', (text) => parseNonNegativeInteger('limit', text)),
    offset: optional(params, 'offset', (text) => parseNonNegativeInteger('offset', text)),
    columns: optional(params, 'columns', parseColumns),
  };
}
