/**
 * Every error the gateway answers with, in the shapes the real services use: PostgREST's
 * `{code, details, hint, message}` for everything PostgREST decides, and the API gateway's
 * (Kong's) `{message, hint}` for what Supabase rejects before PostgREST sees the request.
 */
import { messages } from '@electric-sql/pglite';

export interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export interface ApiGatewayErrorBody {
  message: string;
  hint?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody | ApiGatewayErrorBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

function postgrest(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiError {
  return new ApiError(status, { code, details, hint, message });
}

/** PGRST100: the query string does not parse (or asks for something the sandbox refuses). */
export function queryError(message: string, details: string | null = null): ApiError {
  return postgrest(400, 'PGRST100', message, details);
}

/** PGRST102: the request body is not the JSON the endpoint needs. */
export function bodyError(message = 'Empty or invalid json', details: string | null = null) {
  return postgrest(400, 'PGRST102', message, details);
}

export function rangeNotSatisfiable(offset: number, total: number): ApiError {
  return postgrest(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );
}

export function invalidRange(details: string): ApiError {
  return postgrest(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function schemaNotExposed(): ApiError {
  return postgrest(
    406,
    'PGRST106',
    'The schema must be one of the following: public',
    null,
    'Only the following schemas are exposed: public',
  );
}

export function mediaTypeNotAvailable(accept: string): ApiError {
  return postgrest(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** The exact body PostgREST (and postgrest-js's maybeSingle) use for a singular mismatch. */
export function notSingular(rows: number): ApiError {
  return postgrest(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `Results contain ${rows} rows, application/vnd.pgrst.object+json requires 1 row`,
  );
}

export function methodNotAllowed(method: string, hint: string | null = null): ApiError {
  return postgrest(405, 'PGRST117', `Unsupported HTTP method: ${method}`, null, hint);
}

export function unsupportedPreference(details: string): ApiError {
  return postgrest(400, 'PGRST122', 'Preference not supported by the sandbox gateway', details);
}

export function functionNotFound(name: string, argumentNames: readonly string[]): ApiError {
  const args = [...argumentNames].sort().join(', ');
  const signature = args ? `public.${name}(${args})` : `public.${name} without parameters`;
  const searched = args
    ? `public.${name} with parameters ${args}`
    : `public.${name} without parameters`;
  return postgrest(
    404,
    'PGRST202',
    `Could not find the function ${signature} in the schema cache`,
    `Searched for the function ${searched}, but no matches were found in the schema cache.`,
  );
}

export function ambiguousFunction(name: string, signatures: readonly string[]): ApiError {
  return postgrest(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.map((s) => `public.${name}(${s})`).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** PGRST204: a key of a written body (or of `columns=`) is not a column. */
export function unknownWriteColumn(column: string, table: string): ApiError {
  return postgrest(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function tableNotFound(name: string): ApiError {
  return postgrest(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
  );
}

/** What PostgreSQL (and so PostgREST) answers for a column that does not exist. */
export function unknownColumn(column: string, relation: string): ApiError {
  return postgrest(400, '42703', `column ${relation}.${column} does not exist`);
}

export function invalidJwt(): ApiError {
  return new ApiError(
    401,
    {
      code: 'PGRST301',
      details: null,
      hint: 'The sandbox accepts only its anon key as a bearer token.',
      message: 'JWSError JWSInvalidSignature',
    },
    { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWSInvalidSignature"' },
  );
}

export function missingApiKey(): ApiError {
  return new ApiError(401, {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  });
}

export function invalidApiKey(): ApiError {
  return new ApiError(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
}

export function bodyTooLarge(limit: number): ApiError {
  return new ApiError(413, {
    message: 'Request size limit exceeded',
    hint: `The sandbox accepts request bodies up to ${limit} bytes.`,
  });
}

export function noRoute(): ApiError {
  return new ApiError(404, { message: 'no Route matched with those values' });
}

export function internalError(): ApiError {
  return new ApiError(500, { message: 'An unexpected error occurred' });
}

/** PostgREST's SQLSTATE → HTTP status table (docs/references/errors.rst); the rest are 400. */
const statusBySqlState: readonly (readonly [RegExp, number])[] = [
  [/^08/, 503],
  [/^09/, 500],
  [/^0L/, 403],
  [/^0P/, 403],
  [/^23503$/, 409],
  [/^23505$/, 409],
  [/^25006$/, 405],
  [/^25/, 500],
  [/^28/, 403],
  [/^2D/, 500],
  [/^38/, 500],
  [/^39/, 500],
  [/^3B/, 500],
  [/^40/, 500],
  [/^53/, 503],
  [/^54/, 413],
  [/^55/, 500],
  [/^57/, 500],
  [/^58/, 500],
  [/^F0/, 500],
  [/^HV/, 500],
  [/^P0001$/, 400],
  [/^P0/, 500],
  [/^XX/, 500],
  [/^42883$/, 404],
  [/^42P01$/, 404],
  [/^42P17$/, 500],
  // PostgREST: 401 for the anonymous role, 403 once authenticated. The sandbox is always anon.
  [/^42501$/, 401],
];

export function statusForSqlState(code: string): number {
  // PostgREST: a function may choose the status itself with SQLSTATE 'PTxyz' (e.g. PT429).
  const chosen = /^PT([1-5]\d\d)$/.exec(code);
  if (chosen?.[1]) return Number(chosen[1]);
  return statusBySqlState.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
}

function isDatabaseError(error: unknown): error is messages.DatabaseError & { code: string } {
  return error instanceof messages.DatabaseError && typeof error.code === 'string';
}

/**
 * Converts anything thrown while serving a request into the answer to send: gateway errors as
 * they are, PostgreSQL errors through PostgREST's mapping, anything else as a generic 500
 * (the caller logs the detail).
 */
export function toApiError(error: unknown): { error: ApiError; unexpected: boolean } {
  if (error instanceof ApiError) return { error, unexpected: false };
  if (isDatabaseError(error)) {
    const apiError = postgrest(
      statusForSqlState(error.code),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
    return { error: apiError, unexpected: false };
  }
  return { error: internalError(), unexpected: true };
}
