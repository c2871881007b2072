/**
 * The gateway as the site uses it: supabase-js over real HTTP, on the fixture schema, with
 * row-level security deciding as anon.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseSandbox } from './server.ts';
import { sandboxClient, type SandboxClient } from './testing/client.ts';
import { allThings, startFixtureSandbox, visibleThings } from './testing/fixture.ts';

let sandbox: SupabaseSandbox;
let supabase: SandboxClient;

beforeAll(async () => {
  sandbox = await startFixtureSandbox();
  supabase = sandboxClient(sandbox.url);
});

afterAll(async () => {
  await sandbox.close();
});

/** As the owner, bypassing RLS: what is really in the table. */
async function ownerRows(where = 'true'): Promise<{ name: string; score: number }[]> {
  const { rows } = await sandbox.db.query<{ name: string; score: number }>(
    `select name, score from public.things where ${where} order by id`,
  );
  return rows;
}

/** The `name` of each row of a result's `data`. */
const names = (data: unknown) => ((data ?? []) as { name?: unknown }[]).map((row) => row.name);

describe('reads', () => {
  it('returns only what RLS lets anon see, with an exact count', async () => {
    const result = await supabase.from('things').select('*', { count: 'exact' });
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    expect(result.count).toBe(visibleThings);
    expect(names(result.data)).not.toContain('hidden');
  });

  it('answers 206 with the total for part of the rows (range → offset/limit)', async () => {
    const result = await supabase
      .from('things')
      .select('name', { count: 'exact' })
      .order('name')
      .range(1, 2);
    expect(result.status).toBe(206);
    expect(result.count).toBe(visibleThings);
    expect(result.data).toEqual([{ name: 'beta' }, { name: 'delta' }]);
  });

  it('selects listed columns, whitespace ignored, and renders types as PostgREST does', async () => {
    const { data } = await supabase
      .from('things')
      .select(' id, name, published, published_at ')
      .eq('name', 'alpha');
    expect(data).toEqual([
      { id: 1, name: 'alpha', published: true, published_at: '2026-01-01T10:00:00+00:00' },
    ]);
  });

  /** Visible things' names in id order, through `filter`. */
  const things = () => supabase.from('things').select('name').order('id');
  type Filtered = ReturnType<typeof things>;

  it.each<[string, (query: Filtered) => Filtered, string[]]>([
    ['eq', (q) => q.eq('category', 'gear'), ['gamma', 'delta']],
    ['neq', (q) => q.neq('category', 'gear'), ['alpha', 'beta']],
    ['gt', (q) => q.gt('score', 3), ['alpha', 'gamma']],
    ['gte', (q) => q.gte('score', 3), ['alpha', 'beta', 'gamma']],
    ['lt', (q) => q.lt('score', 1), ['epsilon']],
    ['lte', (q) => q.lte('score', 1), ['delta', 'epsilon']],
    ['like with %', (q) => q.like('name', '%ta'), ['beta', 'delta']],
    ['ilike with *', (q) => q.ilike('note', '*MIXED*'), ['epsilon']],
    ['is null', (q) => q.is('category', null), ['epsilon']],
    ['not is null', (q) => q.not('published_at', 'is', null).lt('score', 2), ['delta', 'epsilon']],
    ['in', (q) => q.in('name', ['beta', 'gamma', 'zeta']), ['beta', 'gamma']],
    [
      'in with commas and parentheses',
      (q) => q.in('note', ['first, with a comma', 'a (parenthesised) note']),
      ['alpha', 'gamma'],
    ],
    ['empty in', (q) => q.in('name', []), []],
    ['not', (q) => q.not('category', 'eq', 'tools'), ['gamma', 'delta']],
    ['or', (q) => q.or('name.eq.alpha,score.gte.8'), ['alpha', 'gamma']],
    [
      'or with nested and',
      (q) => q.or('name.eq.epsilon,and(category.eq.tools,score.lt.4)'),
      ['beta', 'epsilon'],
    ],
    ['match', (q) => q.match({ category: 'tools', score: 5 }), ['alpha']],
    [
      'a value that looks like SQL is only data',
      (q) => q.eq('name', "'); drop table things; --"),
      [],
    ],
  ])('filters: %s', async (_name, filter, expected) => {
    const { data, error } = await filter(things());
    expect(error).toBeNull();
    expect(names(data)).toEqual(expected);
  });

  it('orders by several columns with nulls placement', async () => {
    const { data } = await supabase
      .from('things')
      .select('name')
      .order('published_at', { ascending: false, nullsFirst: false })
      .order('name');
    expect(names(data)).toEqual(['epsilon', 'delta', 'beta', 'alpha', 'gamma']);
    const nullsFirst = await supabase
      .from('things')
      .select('name')
      .order('published_at', { ascending: false });
    expect(names(nullsFirst.data)[0]).toBe('gamma');
  });

  it('counts with HEAD and no body', async () => {
    const result = await supabase.from('things').select('*', { count: 'exact', head: true });
    expect(result).toMatchObject({ status: 200, count: visibleThings, data: null, error: null });
  });

  it('reads quoted identifiers', async () => {
    const { data, error } = await supabase
      .from('Odd Names')
      .select('"Weird \\"Column\\"", from')
      .order('from');
    expect(error?.message ?? null).toBeNull();
    expect(data).toEqual([
      { 'Weird "Column"': 'x', from: 1 },
      { 'Weird "Column"': 'y', from: 2 },
    ]);
  });
});

describe('single objects', () => {
  it('answers .single() with a bare object', async () => {
    const { data, error, status } = await supabase
      .from('things')
      .select('name, score')
      .eq('name', 'beta')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ name: 'beta', score: 3 });
  });

  it.each([
    ['no rows', 'nope', 0],
    ['several rows', 'tools', 2],
  ])('answers .single() with %s by 406 PGRST116', async (_name, value, rows) => {
    const result = await supabase
      .from('things')
      .select('name')
      .or(`name.eq.${value},category.eq.${value}`)
      .single();
    expect(result.status).toBe(406);
    expect(result.error).toEqual({
      code: 'PGRST116',
      details: `Results contain ${rows} rows, application/vnd.pgrst.object+json requires 1 row`,
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
  });

  it('answers .maybeSingle() with null for no rows', async () => {
    const result = await supabase.from('things').select('name').eq('name', 'nope').maybeSingle();
    expect(result).toMatchObject({ status: 200, data: null, error: null });
  });
});

describe('writes', () => {
  // Each test writes rows of its own and the rows are removed afterwards, as the owner: no test
  // relies on what another one wrote, and the reads and calls around them see the fixture.
  const written = ['zeta', 'eta', 'theta', 'iota'];
  afterEach(async () => {
    await sandbox.db.query('delete from public.things where name = any($1)', [written]);
  });

  /** Adds published rows as the owner, for a test to change through the gateway. */
  async function ownerInsert(...rows: string[]): Promise<void> {
    for (const name of rows) {
      await sandbox.db.query('insert into public.things (name) values ($1)', [name]);
    }
  }

  it('inserts with return=minimal by default: 201, no body', async () => {
    const result = await supabase.from('things').insert({ name: 'zeta', score: 2 });
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    expect(await ownerRows(`name = 'zeta'`)).toEqual([{ name: 'zeta', score: 2 }]);
  });

  it('inserts an array and returns the rows with .select()', async () => {
    const { data, status, error } = await supabase
      .from('things')
      .insert([{ name: 'eta', category: 'gear' }, { name: 'theta' }])
      .select('name, category, score');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: 'eta', category: 'gear', score: 0 },
      { name: 'theta', category: null, score: 0 },
    ]);
  });

  it('returns one inserted row with .select().single()', async () => {
    const { data, status } = await supabase
      .from('things')
      .insert({ name: 'iota' })
      .select('name')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ name: 'iota' });
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a WITH CHECK violation → 401 42501', { name: 'sneaky', published: false }, 401, '42501'],
    ['a duplicate → 409 23505', { name: 'alpha' }, 409, '23505'],
    ['a CHECK violation → 400 23514', { name: 'x'.repeat(41) }, 400, '23514'],
    ['a missing NOT NULL → 400 23502', { category: 'gear' }, 400, '23502'],
    ['a value of the wrong type → 400 22P02', { name: 'kappa', score: 'many' }, 400, '22P02'],
    ['an unknown column → 400 PGRST204', { name: 'kappa', nope: 1 }, 400, 'PGRST204'],
  ])('refuses %s', async (_name, row, status, code) => {
    const before = await ownerRows();
    const result = await supabase.from('things').insert(row);
    expect(result.status).toBe(status);
    expect(result.error?.code).toBe(code);
    expect(await ownerRows()).toEqual(before);
  });

  it('updates with 204, or 200 and the rows with .select()', async () => {
    await ownerInsert('zeta');
    const minimal = await supabase.from('things').update({ score: 20 }).eq('name', 'zeta');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    expect(await ownerRows(`name = 'zeta'`)).toEqual([{ name: 'zeta', score: 20 }]);
    const shown = await supabase
      .from('things')
      .update({ score: 21 })
      .eq('name', 'zeta')
      .select('name, score');
    expect(shown).toMatchObject({ status: 200, data: [{ name: 'zeta', score: 21 }], error: null });
  });

  it('updates and deletes nothing that RLS hides: 204 / [], no error', async () => {
    const update = await supabase.from('things').update({ score: 0 }).eq('name', 'hidden').select();
    expect(update).toMatchObject({ status: 200, data: [], error: null });
    const remove = await supabase.from('things').delete().eq('name', 'hidden');
    expect(remove).toMatchObject({ status: 204, error: null });
    expect(await ownerRows(`name = 'hidden'`)).toEqual([{ name: 'hidden', score: 9 }]);
  });

  it('refuses an update that would hide the row (WITH CHECK) and rolls it back', async () => {
    await ownerInsert('zeta');
    const result = await supabase.from('things').update({ published: false }).eq('name', 'zeta');
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
    expect(await ownerRows(`name = 'zeta' and published`)).toHaveLength(1);
  });

  it('rolls back a write that .single() finds touching several rows', async () => {
    await ownerInsert('eta', 'theta');
    const result = await supabase
      .from('things')
      .update({ note: 'bulk' })
      .in('name', ['eta', 'theta'])
      .select()
      .single();
    expect(result.status).toBe(406);
    expect(await ownerRows(`note = 'bulk'`)).toEqual([]);
  });

  it('deletes with 204, or 200 and the rows with .select()', async () => {
    await ownerInsert('iota', 'eta', 'theta');
    const minimal = await supabase.from('things').delete().eq('name', 'iota');
    expect(minimal).toMatchObject({ status: 204, error: null });
    expect(await ownerRows(`name = 'iota'`)).toEqual([]);
    const shown = await supabase
      .from('things')
      .delete()
      .in('name', ['eta', 'theta'])
      .select('name');
    expect(shown).toMatchObject({ status: 200, data: [{ name: 'eta' }, { name: 'theta' }] });
    expect(await ownerRows(`name in ('iota', 'eta', 'theta')`)).toEqual([]);
  });

  it('counts affected rows when asked', async () => {
    await ownerInsert('zeta');
    const result = await supabase
      .from('things')
      .update({ note: 'counted' }, { count: 'exact' })
      .eq('name', 'zeta');
    expect(result).toMatchObject({ status: 204, count: 1 });
  });
});

describe('a write-only table (like contact_messages)', () => {
  /** How many rows public.secrets holds, as the owner. */
  async function secretsCount(): Promise<number | undefined> {
    const { rows } = await sandbox.db.query<{ count: number }>(
      'select count(*)::int as count from public.secrets',
    );
    return rows[0]?.count;
  }

  it('accepts an insert with the default return=minimal', async () => {
    const before = (await secretsCount()) ?? Number.NaN;
    const result = await supabase.from('secrets').insert({ body: 'hello' });
    expect(result).toMatchObject({ status: 201, error: null });
    expect(await secretsCount()).toBe(before + 1);
  });

  it('never gives rows back: select and insert().select() are 401 42501', async () => {
    const read = await supabase.from('secrets').select('*');
    expect(read.status).toBe(401);
    expect(read.error).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table secrets',
    });
    const before = await secretsCount();
    const echoed = await supabase.from('secrets').insert({ body: 'again' }).select();
    expect(echoed.status).toBe(401);
    expect(await secretsCount()).toBe(before); // the refused insert was rolled back
  });

  it('applies the policy: a body over 20 characters is 401 42501', async () => {
    const result = await supabase.from('secrets').insert({ body: 'x'.repeat(21) });
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe(
      'new row violates row-level security policy for table "secrets"',
    );
  });

  it('refuses everything on a table without grants', async () => {
    const result = await supabase.from('locked').select('*');
    expect(result.status).toBe(401);
  });
});

describe('rpc', () => {
  it('returns a scalar as bare JSON (security definer function, atomic)', async () => {
    const [before] = await ownerRows(`name = 'alpha'`);
    try {
      const { data, error, status } = await supabase.rpc('bump_score', { thing_id: 1 });
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toBe((before?.score ?? 0) + 1);
      expect(await ownerRows(`name = 'alpha'`)).toEqual([{ name: 'alpha', score: data }]);
    } finally {
      // Back to the fixture's score: the other calls read it.
      await sandbox.db.query(`update public.things set score = $1 where name = 'alpha'`, [
        before?.score,
      ]);
    }
  });

  it('returns null for a scalar function that finds nothing', async () => {
    const result = await supabase.rpc('bump_score', { thing_id: 6 }); // hidden: not published
    expect(result).toMatchObject({ status: 200, data: null, error: null });
  });

  it('uses argument defaults, by POST or GET', async () => {
    expect((await supabase.rpc('add', { a: 1 })).data).toBe(11);
    expect((await supabase.rpc('add', { a: 1, b: 2 }, { get: true })).data).toBe(3);
  });

  it('returns sets as arrays, as anon (RLS applies inside invoker functions)', async () => {
    const { data } = await supabase
      .rpc('things_in', { wanted: 'tools' })
      .select('name')
      .order('name');
    expect(names(data)).toEqual(['alpha', 'beta']);
  });

  it('filters, orders and counts a function returning a table', async () => {
    const result = await supabase
      .rpc('scores_above', { minimum: 0 }, { count: 'exact' })
      .lt('score', 10)
      .order('score', { ascending: false })
      .limit(2);
    expect(result.error).toBeNull();
    expect(result.status).toBe(206);
    expect(result.count).toBeGreaterThan(2);
    expect(result.data).toEqual([
      { name: 'gamma', score: 8 },
      { name: 'alpha', score: 5 },
    ]);
  });

  it('returns a composite as an object, a set of scalars as an array, void as null', async () => {
    expect((await supabase.rpc('first_thing').select('name')).data).toEqual({ name: 'alpha' });
    expect((await supabase.rpc('countdown', { n: 3 })).data).toEqual([3, 2, 1]);
    expect(await supabase.rpc('touch')).toMatchObject({ status: 204, data: null, error: null });
  });

  it('answers an unknown function or argument with 404 PGRST202', async () => {
    const result = await supabase.rpc('add', { a: 1, c: 2 });
    expect(result.status).toBe(404);
    expect(result.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add with parameters a, c, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.add(a, c) in the schema cache',
    });
  });

  it('answers a function anon may not execute with 401 42501', async () => {
    const result = await supabase.rpc('owner_only');
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });

  it('answers overloads it cannot choose between with 300 PGRST203', async () => {
    const result = await supabase.rpc('echo', { value: 1 });
    expect(result.status).toBe(300);
    expect(result.error?.code).toBe('PGRST203');
  });

  it('runs GET read-only: a volatile write through GET is 405 25006', async () => {
    const result = await supabase.rpc('bump_score', { thing_id: 1 }, { get: true });
    expect(result.status).toBe(405);
    expect(result.error?.code).toBe('25006');
  });

  it('passes RAISE through as 400 P0001 with its hint', async () => {
    const result = await supabase.rpc('fail', { reason: 'nope' });
    expect(result.status).toBe(400);
    expect(result.error).toEqual({
      code: 'P0001',
      details: null,
      hint: 'raised on purpose',
      message: 'nope',
    });
  });
});

describe('errors and CORS', () => {
  it('answers an unknown table with 404 PGRST205', async () => {
    const result = await supabase.from('nope').select('*');
    expect(result.status).toBe(404);
    expect(result.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nope' in the schema cache",
    });
  });

  it('answers an unknown column with 400 42703', async () => {
    const result = await supabase.from('things').select('nope');
    expect(result.status).toBe(400);
    expect(result.error).toEqual({
      code: '42703',
      details: null,
      hint: null,
      message: 'column things.nope does not exist',
    });
  });

  it('answers the preflight and exposes Content-Range to other origins', async () => {
    const preflight = await fetch(`${sandbox.url}/rest/v1/things`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers':
          'apikey, authorization, x-client-info, accept-profile, prefer',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'prefer',
      'accept-profile',
      'content-profile',
      'range',
    ]) {
      expect(allowed).toContain(header);
    }
    const read = await fetch(`${sandbox.url}/rest/v1/things?select=id`, {
      headers: { apikey: 'sandbox-anon-key', Origin: 'http://localhost:5173' },
    });
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(read.headers.get('content-range')).toMatch(/^0-\d+\/\*$/);
  });

  it('leaves the owner-visible table intact after all of the above', async () => {
    expect((await ownerRows()).length).toBeGreaterThanOrEqual(allThings);
  });
});
