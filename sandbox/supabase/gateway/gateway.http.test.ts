/**
 * The gateway over raw HTTP: what supabase-js never sends but a browser, a script or an
 * attacker can. Every malformed or hostile request gets PostgREST's (or Supabase's API
 * gateway's) answer, and changes nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway } from './handler.ts';
import type { SupabaseSandbox } from './server.ts';
import { allThings, startFixtureSandbox, visibleThings } from './testing/fixture.ts';

let sandbox: SupabaseSandbox;
const anon = { apikey: 'sandbox-anon-key' };

beforeAll(async () => {
  sandbox = await startFixtureSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

async function request(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: { ...anon, ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? (JSON.parse(text) as unknown) : null,
  };
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  request(path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** Everything in public.things and public.secrets, as the owner. */
async function ownerState(): Promise<unknown[]> {
  const things = await sandbox.db.query('select * from public.things order by id');
  const secrets = await sandbox.db.query('select * from public.secrets order by id');
  return [things.rows, secrets.rows];
}

describe('keys', () => {
  it('wants the apikey header (or ?apikey=), with the API gateway’s answers', async () => {
    expect(await request('/rest/v1/things', { headers: { apikey: '' } })).toMatchObject({
      status: 401,
      json: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    });
    expect(await request('/rest/v1/things', { headers: { apikey: 'wrong' } })).toMatchObject({
      status: 401,
      json: { message: 'Invalid API key' },
    });
    const viaQuery = await fetch(`${sandbox.url}/rest/v1/things?apikey=sandbox-anon-key&select=id`);
    expect(viaQuery.status).toBe(200);
  });

  it('takes the anon key as bearer token, and no other token (401 PGRST301)', async () => {
    const ok = await request('/rest/v1/things?select=id', {
      headers: { Authorization: 'Bearer sandbox-anon-key' },
    });
    expect(ok.status).toBe(200);
    const forged = await request('/rest/v1/things', {
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.x' },
    });
    expect(forged.status).toBe(401);
    expect(forged.json).toMatchObject({ code: 'PGRST301' });
    expect(forged.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });
});

describe('routes and methods', () => {
  it.each(['/rest/v1/', '/rest/v1', '/rest/v1/things/1', '/auth/v1/token', '/elsewhere'])(
    '%s → 404 from the API gateway',
    async (path) => {
      expect(await request(path)).toMatchObject({
        status: 404,
        json: { message: 'no Route matched with those values' },
      });
    },
  );

  it('serves the same API under /sandbox/supabase', async () => {
    const answer = await request('/sandbox/supabase/rest/v1/things?select=id');
    expect(answer.status).toBe(200);
    expect(answer.json).toHaveLength(visibleThings);
  });

  it.each([
    ['PUT', '/rest/v1/things'],
    ['PATCH', '/rest/v1/rpc/add'],
  ])('%s %s → 405 PGRST117', async (method, path) => {
    const answer = await request(path, { method, body: '{}' });
    expect(answer.status).toBe(405);
    expect(answer.json).toMatchObject({
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${method}`,
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await request('/rest/v1/things', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(answer.headers.get('content-range')).toBe(`0-${visibleThings - 1}/${visibleThings}`);
  });
});

describe('Content-Range, Range and counts', () => {
  it.each([
    ['?name=eq.nobody', {}, 200, '*/*'],
    ['?name=eq.nobody', { Prefer: 'count=exact' }, 200, '*/0'],
    ['?order=id&limit=2', {}, 200, '0-1/*'],
    ['?order=id&limit=2&offset=1', { Prefer: 'count=planned' }, 206, `1-2/${visibleThings}`],
    ['?order=id', { Range: '0-1', 'Range-Unit': 'items' }, 200, '0-1/*'],
    ['?order=id', { Range: '3-', Prefer: 'count=exact' }, 206, `3-4/${visibleThings}`],
  ])('%s %j → %i %s', async (query, headers, status, contentRange) => {
    const answer = await request(`/rest/v1/things${query}`, { headers });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-range')).toBe(contentRange);
  });

  it('answers an offset past the end with 416 PGRST103', async () => {
    const answer = await request('/rest/v1/things?offset=50', {
      headers: { Prefer: 'count=exact' },
    });
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe(`*/${visibleThings}`);
    expect(answer.json).toEqual({
      code: 'PGRST103',
      details: `An offset of 50 was requested, but there are only ${visibleThings} rows.`,
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it('applies not.or', async () => {
    const answer = await request(
      '/rest/v1/things?select=name&not.or=(category.eq.tools,category.is.null)&order=id',
    );
    expect(answer.json).toEqual([{ name: 'gamma' }, { name: 'delta' }]);
  });
});

describe('refusals', () => {
  it.each([
    ['an unknown operator', '?id=bogus.1'],
    ['a filter without operator', '?id=5'],
    ['an unterminated logic tree', '?or=(id.eq.1'],
    ['an empty logic tree', '?or=()'],
    ['an embedded resource', '?select=id,owner(name)'],
    ['an alias', '?select=label:name'],
    ['a cast', '?select=id::text'],
    ['a refused operator', '?note=fts.hello'],
    ['a bad limit', '?limit=-1'],
    ['a bad order', '?order=id.sideways'],
    ['an upsert target', '?on_conflict=name'],
  ])('%s → 400 PGRST100', async (_name, query) => {
    const answer = await request(`/rest/v1/things${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST100', hint: null });
  });

  it.each([
    ['select', '?select=id,nope'],
    ['a filter', '?nope=eq.1'],
    ['a logic tree', '?or=(id.eq.1,nope.eq.2)'],
    ['order', '?order=nope.desc'],
  ])('an unknown column in %s → 400 42703', async (_name, query) => {
    expect(await request(`/rest/v1/things${query}`)).toMatchObject({
      status: 400,
      json: {
        code: '42703',
        details: null,
        hint: null,
        message: 'column things.nope does not exist',
      },
    });
  });

  it.each([
    ['a body that is not JSON', '{"name": ', 400, 'PGRST102', 'Empty or invalid json'],
    ['an empty body', '', 400, 'PGRST102', 'Empty or invalid json'],
    ['a body that is not objects', '[1, 2]', 400, 'PGRST102', 'Empty or invalid json'],
    [
      'objects with different keys',
      '[{"name":"a"},{"score":1}]',
      400,
      'PGRST102',
      'All object keys must match',
    ],
    [
      'an unknown column',
      '{"nope":1}',
      400,
      'PGRST204',
      "Could not find the 'nope' column of 'things' in the schema cache",
    ],
  ])('an insert with %s → %i %s', async (_name, body, status, code, message) => {
    expect(await post('/rest/v1/things', body)).toMatchObject({ status, json: { code, message } });
  });

  it.each([
    ['text/csv', { Accept: 'text/csv' }, 406, 'PGRST107'],
    ['another schema', { 'Accept-Profile': 'auth' }, 406, 'PGRST106'],
    ['an upsert', { Prefer: 'resolution=merge-duplicates' }, 400, 'PGRST122'],
  ])('%s → %i %s', async (_name, headers, status, code) => {
    const answer = await request('/rest/v1/things', { headers });
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ code });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    expect(await post('/rest/v1/things', huge)).toMatchObject({
      status: 413,
      json: { message: 'Request size limit exceeded' },
    });
  });
});

describe('injection attempts', () => {
  const attacks: [string, string, RequestInit?][] = [
    ['SQL in select', '/rest/v1/things?select=id;drop table things'],
    [
      'SQL after a select list',
      '/rest/v1/things?select=id,name from things; drop table things; --',
    ],
    ['a quote-escaped select name', '/rest/v1/things?select="id""; drop table things; --"'],
    ['a backslash-escaped select name', '/rest/v1/things?select="id\\"; drop table things; --"'],
    ['SQL in order', '/rest/v1/things?order=id;delete from things'],
    ['SQL in an order direction', '/rest/v1/things?order=id.desc;delete from things'],
    [
      'a filter key with a quote',
      `/rest/v1/things?${encodeURIComponent("name\"='x' or 1=1; --")}=eq.x`,
    ],
    ['a filter key with SQL', `/rest/v1/things?${encodeURIComponent('id) or (1=1')}=eq.1`],
    [
      'SQL as an integer value',
      `/rest/v1/things?id=eq.${encodeURIComponent('1); drop table things; --')}`,
    ],
    [
      'SQL in an in-list',
      `/rest/v1/things?id=in.(${encodeURIComponent('1,2); delete from things; --')})`,
    ],
    [
      'SQL in a logic tree',
      `/rest/v1/things?or=(${encodeURIComponent('id.eq.1); delete from things; --')})`,
    ],
    ['SQL as the limit', '/rest/v1/things?limit=1;delete from things'],
    ['SQL as the table', `/rest/v1/${encodeURIComponent('things; drop table things; --')}`],
    ['a schema-qualified table', `/rest/v1/${encodeURIComponent('pg_catalog.pg_authid')}`],
    ['a catalog table', '/rest/v1/pg_roles'],
    ['SQL as the function', `/rest/v1/rpc/${encodeURIComponent('add(1); drop table things; --')}`],
    [
      'SQL as an update filter',
      `/rest/v1/things?id=gt.0;delete from things`,
      { method: 'PATCH', body: '{"score":0}' },
    ],
    [
      'SQL as an update column',
      '/rest/v1/things?id=eq.1',
      { method: 'PATCH', body: '{"score = 0, name":"x"}' },
    ],
    [
      'SQL as an insert column',
      '/rest/v1/things',
      { method: 'POST', body: '{"name) values (1); drop table things; --":"x"}' },
    ],
    [
      'SQL in columns=',
      '/rest/v1/things?columns=name);drop table things;--',
      { method: 'POST', body: '{"name":"x"}' },
    ],
    [
      'SQL as a function argument name',
      '/rest/v1/rpc/add',
      { method: 'POST', body: '{"a => 1); drop table things; --":1}' },
    ],
    [
      'SQL as a GET function argument',
      `/rest/v1/rpc/add?a=${encodeURIComponent('1); drop table things; --')}`,
    ],
    ['an unfiltered delete that RLS limits', '/rest/v1/secrets', { method: 'DELETE' }],
  ];

  it.each(attacks)(
    '%s → a PostgREST-style 4xx, nothing changed',
    async (_name, path, init = {}) => {
      const before = await ownerState();
      const answer = await request(path, {
        ...init,
        headers: init.body ? { 'Content-Type': 'application/json' } : {},
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.json).toHaveProperty('message');
      expect(await ownerState()).toEqual(before);
    },
  );

  it.each([
    ['eq', `name=eq.${encodeURIComponent("'); drop table things; --")}`],
    ['like', `name=like.${encodeURIComponent("%'; delete from things; --")}`],
    ['in', `name=in.(${encodeURIComponent(`"a'); drop table things; --",b`)})`],
  ])('a hostile text value in %s is only data: 200 []', async (_name, query) => {
    const answer = await request(`/rest/v1/things?${query}`);
    expect(answer).toMatchObject({ status: 200, json: [] });
  });

  it('still has every row', async () => {
    const { rows } = await sandbox.db.query<{ count: number }>(
      'select count(*)::int as count from public.things',
    );
    expect(rows[0]?.count).toBe(allThings);
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic message and logs the detail server-side', async () => {
    const logError = vi.fn();
    const broken = createGateway({
      db: { transaction: () => Promise.reject(new Error('disk on fire')) },
      logError,
    });
    const server = createServer((req, res) => broken(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/rest/v1/things`, { headers: anon });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ message: 'An unexpected error occurred' });
      expect(body).not.toContain('disk on fire');
      expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk on fire' }));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
