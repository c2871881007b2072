/**
 * `/rest/v1/rpc/<fn>`: POST with a JSON object of named arguments, or GET/HEAD with the
 * arguments in the query string. Scalars answer bare JSON, `void` answers 204, sets answer
 * arrays (with select, filters, order, paging and counts when the rows have columns).
 */
import { buildRead, buildScalarCall, functionSource, type FunctionArguments } from './buildSql.ts';
import { resolveFunction, type Catalog, type CatalogFunction } from './catalog.ts';
import { bodyError, queryError } from './errors.ts';
import { isJsonObject, type GatewayRequest, type Operation } from './operation.ts';
import { pageOf } from './parseHeaders.ts';
import { parseQuery, reservedParameters, type ParsedQuery } from './parseQuery.ts';
import { emptyReply, jsonReply, readReply } from './replies.ts';

interface Call {
  fn: CatalogFunction;
  args: FunctionArguments;
  query: ParsedQuery;
}

function callFromBody(request: GatewayRequest, name: string, catalog: Catalog): Call {
  const body = request.body ?? {};
  if (!isJsonObject(body)) {
    throw bodyError(
      'Empty or invalid json',
      'The sandbox gateway takes an object of named arguments.',
    );
  }
  const names = Object.keys(body);
  const fn = resolveFunction(catalog, name, names, false);
  return { fn, args: { names, json: request.bodyText ?? '{}' }, query: parseQuery(request.params) };
}

function callFromQuery(request: GatewayRequest, name: string, catalog: Catalog): Call {
  const keys = [...new Set(request.params.keys())].filter((key) => !reservedParameters.has(key));
  const fn = resolveFunction(catalog, name, keys, true);
  const names = fn.inputs.map((input) => input.name).filter((input) => keys.includes(input));
  const values = Object.fromEntries(names.map((key) => [key, request.params.get(key)]));
  return {
    fn,
    args: { names, json: JSON.stringify(values) },
    query: parseQuery(request.params, new Set(names)),
  };
}

function isPlainCall(query: ParsedQuery): boolean {
  return (
    query.select === null &&
    query.filters.length === 0 &&
    query.order.length === 0 &&
    query.limit === null &&
    query.offset === null
  );
}

function scalarCall({ fn, args, query }: Call): Operation {
  if (!isPlainCall(query)) {
    throw queryError(
      `select, filters, order, limit and offset need a function that returns rows; ${fn.name} does not`,
    );
  }
  return {
    statement: buildScalarCall(fn, args),
    reply: (result) =>
      fn.result.kind === 'void' ? emptyReply(204) : jsonReply(200, result.body ?? 'null'),
  };
}

function setCall(request: GatewayRequest, { fn, args, query }: Call, set: boolean): Operation {
  const source = functionSource(fn, args);
  if (
    source.kind === 'values' &&
    (query.select !== null || query.filters.length > 0 || query.order.length > 0)
  ) {
    throw queryError(
      `select, filters and order need a function that returns rows with columns; ${fn.name} returns values`,
    );
  }
  const page = pageOf(query.offset, query.limit, request.range);
  const statement = buildRead(source, query, {
    page,
    count: request.prefer.count,
    shape: set ? request.media : 'object',
  });
  return {
    statement,
    reply: (result) =>
      readReply(result, { offset: page.offset, media: request.media, singular: !set }),
  };
}

export function planRpcOperation(
  request: GatewayRequest,
  name: string,
  catalog: Catalog,
): Operation {
  const call =
    request.method === 'POST'
      ? callFromBody(request, name, catalog)
      : callFromQuery(request, name, catalog);
  const { result } = call.fn;
  if (result.kind === 'void' || (result.kind === 'scalar' && !result.set)) return scalarCall(call);
  return setCall(request, call, result.set);
}
