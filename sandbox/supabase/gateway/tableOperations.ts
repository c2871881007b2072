/**
 * `/rest/v1/<table>`: read (GET, HEAD), insert (POST), update (PATCH) and delete (DELETE).
 */
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  tableSource,
  writeColumns,
  type Shape,
  type WriteOptions,
} from './buildSql.ts';
import type { Catalog, Relation } from './catalog.ts';
import { bodyError, queryError } from './errors.ts';
import { isJsonObject, type GatewayRequest, type Operation } from './operation.ts';
import { pageOf } from './parseHeaders.ts';
import { parseQuery, type ParsedQuery } from './parseQuery.ts';
import { readReply, writeReply } from './replies.ts';

function read(request: GatewayRequest, relation: Relation): Operation {
  const query = parseQuery(request.params);
  const page = pageOf(query.offset, query.limit, request.range);
  const shape: Shape = request.media;
  const statement = buildRead(tableSource(relation), query, {
    page,
    count: request.prefer.count,
    shape,
  });
  return {
    statement,
    reply: (result) => readReply(result, { offset: page.offset, media: request.media }),
  };
}

/** Writes take filters (update, delete) but never order, limit or offset. */
function refusePaging(query: ParsedQuery, what: string): void {
  if (query.order.length > 0 || query.limit !== null || query.offset !== null) {
    throw queryError(`order, limit and offset are not supported on ${what} by the sandbox gateway`);
  }
}

function writeOptions(request: GatewayRequest, query: ParsedQuery): WriteOptions {
  return request.prefer.return === 'representation'
    ? { returning: query.select, shape: request.media }
    : { returning: 'minimal', shape: 'none' };
}

function write(
  request: GatewayRequest,
  statement: Operation['statement'],
  status: 200 | 201,
): Operation {
  return {
    statement,
    reply: (result) =>
      writeReply(result, {
        status,
        representation: request.prefer.return === 'representation',
        count: request.prefer.count,
        media: request.media,
      }),
  };
}

/** The keys of the objects to insert; PostgREST wants the same keys in every object. */
function insertedKeys(rows: readonly Record<string, unknown>[]): string[] {
  const [first] = rows;
  const keys = first ? Object.keys(first) : [];
  const sameKeys = (row: Record<string, unknown>) => {
    const rowKeys = Object.keys(row);
    return rowKeys.length === keys.length && rowKeys.every((key) => keys.includes(key));
  };
  if (!rows.every(sameKeys)) throw bodyError('All object keys must match');
  return keys;
}

function insert(request: GatewayRequest, relation: Relation): Operation {
  const query = parseQuery(request.params);
  refusePaging(query, 'inserts');
  if (query.filters.length > 0) throw queryError('filters do not apply to an insert');
  const { body, bodyText } = request;
  const rows: unknown[] = Array.isArray(body) ? body : [body];
  if (bodyText === null || !rows.every(isJsonObject)) throw bodyError();
  const columns = writeColumns(relation, query.columns ?? insertedKeys(rows));
  const statement = buildInsert(
    relation,
    { json: bodyText, many: Array.isArray(body) },
    columns,
    writeOptions(request, query),
  );
  return write(request, statement, 201);
}

function update(request: GatewayRequest, relation: Relation): Operation {
  const query = parseQuery(request.params);
  refusePaging(query, 'updates');
  const { body, bodyText } = request;
  if (bodyText === null || !isJsonObject(body)) throw bodyError();
  const columns = writeColumns(relation, query.columns ?? Object.keys(body));
  const options = writeOptions(request, query);
  return write(request, buildUpdate(relation, bodyText, columns, query.filters, options), 200);
}

function remove(request: GatewayRequest, relation: Relation): Operation {
  const query = parseQuery(request.params);
  refusePaging(query, 'deletes');
  return write(request, buildDelete(relation, query.filters, writeOptions(request, query)), 200);
}

const operations = {
  GET: read,
  HEAD: read,
  POST: insert,
  PATCH: update,
  DELETE: remove,
} as const;

export function planTableOperation(
  request: GatewayRequest,
  tableName: string,
  catalog: Catalog,
): Operation {
  return operations[request.method](request, catalog.relation(tableName));
}
