/**
 * The database contract at the SQL level: the migrations' row-level security, grants and
 * functions, and the demo seed. Statements run as `anon` exactly as the gateway runs a request
 * (a transaction with `set local role anon` and request.jwt.claims), always rolled back, so the
 * tests share one database without changing it.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase } from './database';
import { solveNatively } from './proofOfWork';
import type { ContactChallenge } from '../../src/domain/site/contact/challenge';

interface PgError {
  code: string;
  message: string;
}

/** A statement's rows, or the PostgreSQL error it raised (then `rows` is empty). */
interface Outcome<T> {
  rows: T[];
  error: PgError | null;
}

const tables = ['blog_posts', 'projects', 'portfolio_videos', 'contact_messages'] as const;
const draftSlug = 'draft-color-grading-secrets';

let db: PGlite;

beforeAll(async () => {
  db = await openSandboxDatabase();
}, 60_000);

afterAll(async () => {
  await db.close();
});

function toPgError(error: unknown): PgError {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return { code: error.code, message: error.message };
  }
  throw error;
}

/** Runs `work` in a transaction that is always rolled back. */
async function withRollback<T>(database: PGlite, work: (tx: Transaction) => Promise<T>) {
  return database.transaction(async (tx) => {
    const result = await work(tx);
    await tx.rollback();
    return result;
  });
}

/** What the gateway does at the start of every request (with the headers the proxies passed). */
async function becomeAnon(tx: Transaction, headers: Record<string, string> = {}): Promise<void> {
  await tx.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`,
    [JSON.stringify({ role: 'anon' }), JSON.stringify(headers)],
  );
  await tx.exec('set local role anon');
}

async function attempt<T>(
  database: PGlite,
  sql: string,
  params: unknown[],
  role: 'anon' | 'owner',
  headers: Record<string, string> = {},
): Promise<Outcome<T>> {
  try {
    const rows = await withRollback(database, async (tx) => {
      if (role === 'anon') await becomeAnon(tx, headers);
      return (await tx.query<T>(sql, params)).rows;
    });
    return { rows, error: null };
  } catch (error) {
    return { rows: [], error: toPgError(error) };
  }
}

/** One statement as a visitor with the anon key, rolled back; `headers` as the request's. */
function asAnon<T>(
  database: PGlite,
  sql: string,
  params: unknown[] = [],
  headers: Record<string, string> = {},
): Promise<Outcome<T>> {
  return attempt<T>(database, sql, params, 'anon', headers);
}

/** One statement as the table owner (the migrations' role, RLS does not apply), rolled back. */
function asOwner<T>(database: PGlite, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
  return attempt<T>(database, sql, params, 'owner');
}

/** The single row of an owner query (counts, lookups); fails the test when there is none. */
async function ownerRow<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = (await db.query<T>(sql, params)).rows;
  if (row === undefined) throw new Error(`no row for: ${sql}`);
  return row;
}

/** A challenge from the database, as a visitor asks for it, solved. */
async function solvedProof(): Promise<string> {
  const { rows } = await asAnon<{ c: ContactChallenge }>(
    db,
    'select public.contact_challenge() as c',
  );
  if (!rows[0]) throw new Error('no challenge');
  return solveNatively(rows[0].c);
}

interface PostRef {
  id: number;
  views: number;
  updated_at: Date;
}

/** Ids come back as numbers (PGlite parses int8 to number); cast anyway so the type is honest. */
function postBySlug(slug: string): Promise<PostRef> {
  return ownerRow<PostRef>(
    'select id::int as id, views, updated_at from public.blog_posts where slug = $1',
    [slug],
  );
}

function featuredPost(): Promise<PostRef> {
  return ownerRow<PostRef>(
    'select id::int as id, views, updated_at from public.blog_posts where featured',
  );
}

describe('seed data', () => {
  it('has at least 10 posts over 3+ categories, one featured, one draft, one widget, one video', async () => {
    const stats = await ownerRow<Record<string, number>>(`
      select count(*)::int as posts,
             count(distinct category)::int as categories,
             count(*) filter (where featured)::int as featured,
             count(*) filter (where featured and published)::int as featured_published,
             count(*) filter (where not published)::int as unpublished,
             count(html_code)::int as with_html,
             count(youtube_video_id)::int as with_video
        from public.blog_posts`);

    expect(stats.posts).toBeGreaterThanOrEqual(10);
    expect(stats.categories).toBeGreaterThanOrEqual(3);
    expect(stats.featured).toBe(1);
    expect(stats.featured_published).toBe(1);
    expect(stats.unpublished).toBe(1);
    expect(stats.with_html).toBeGreaterThanOrEqual(1);
    expect(stats.with_video).toBeGreaterThanOrEqual(1);
  });

  it('keeps the draft unpublished and the demo reel on its post', async () => {
    const draft = await ownerRow<{ published: boolean }>(
      'select published from public.blog_posts where slug = $1',
      [draftSlug],
    );
    const reel = await ownerRow<{ count: number }>(
      `select count(*)::int as count from public.blog_posts where youtube_video_id = 'JVreel2025a'`,
    );

    expect(draft.published).toBe(false);
    expect(reel.count).toBe(1);
  });

  it('publishes posts on fixed, distinct dates in 2024-2025', async () => {
    const dates = await ownerRow<{ posts: number; distinct_dates: number; out_of_range: number }>(`
      select count(*)::int as posts,
             count(distinct published_at)::int as distinct_dates,
             count(*) filter (
               where published_at not between '2024-01-01' and '2025-12-31'
             )::int as out_of_range
        from public.blog_posts`);

    expect(dates.distinct_dates).toBe(dates.posts);
    expect(dates.out_of_range).toBe(0);
  });

  it('has a post with hostile links for the markdown sanitizer', async () => {
    const { content } = await ownerRow<{ content: string }>(
      `select content from public.blog_posts where slug = 'safe-links-in-creator-bios'`,
    );

    for (const hostile of [
      '](javascript:alert(1))',
      '](JAVASCRIPT:alert(1))',
      '](data:image/svg+xml;base64,PHN2Zz4=)',
      '](vbscript:msgbox(1))',
    ]) {
      expect(content).toContain(hostile);
    }
    expect(content).toMatch(/\]\(https:\/\//);
    expect(content).toMatch(/\]\(mailto:/);
  });

  it('has at least 6 projects, 2-3 of them featured', async () => {
    const projects = await ownerRow<{ total: number; featured: number }>(`
      select count(*)::int as total, count(*) filter (where featured)::int as featured
        from public.projects`);

    expect(projects.total).toBeGreaterThanOrEqual(6);
    expect(projects.featured).toBeGreaterThanOrEqual(2);
    expect(projects.featured).toBeLessThanOrEqual(3);
  });

  it('has at least 12 portfolio videos over 3+ tags', async () => {
    const videos = await ownerRow<{ total: number; tags: number }>(`
      select count(*)::int as total, count(distinct tag)::int as tags from public.portfolio_videos`);

    expect(videos.total).toBeGreaterThanOrEqual(12);
    expect(videos.tags).toBeGreaterThanOrEqual(3);
  });

  it('has no contact messages', async () => {
    const messages = await ownerRow<{ count: number }>(
      'select count(*)::int as count from public.contact_messages',
    );

    expect(messages.count).toBe(0);
  });
});

describe('anon reads', () => {
  it('sees every published post and nothing else', async () => {
    const { published } = await ownerRow<{ published: number }>(
      'select count(*)::int as published from public.blog_posts where published',
    );

    const visible = await asAnon<{ slug: string; published: boolean }>(
      db,
      'select slug, published from public.blog_posts',
    );

    expect(visible.error).toBeNull();
    expect(visible.rows).toHaveLength(published);
    expect(visible.rows.every((post) => post.published)).toBe(true);
    expect(visible.rows.map((post) => post.slug)).not.toContain(draftSlug);
  });

  it('gets no row, not an error, when asking for the draft by slug', async () => {
    const draft = await asAnon(db, 'select * from public.blog_posts where slug = $1', [draftSlug]);

    expect(draft).toEqual({ rows: [], error: null });
  });

  it.each(['projects', 'portfolio_videos'])('reads every row of %s', async (table) => {
    const { count } = await ownerRow<{ count: number }>(
      `select count(*)::int as count from public.${table}`,
    );

    const visible = await asAnon<{ count: number }>(
      db,
      `select count(*)::int as count from public.${table}`,
    );

    expect(visible.error).toBeNull();
    expect(visible.rows).toEqual([{ count }]);
  });

  it('cannot read contact messages', async () => {
    const read = await asAnon(db, 'select * from public.contact_messages');

    expect(read.error?.code).toBe('42501');
  });
});

describe('anon writes', () => {
  const validMessage = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    project_type: 'youtube',
    message: 'I would love help editing a 12-part series.',
  };
  type Message = typeof validMessage;

  /** What the contact form calls: submit_contact_message with a solved challenge. */
  async function submit(changes: Partial<Message> = {}) {
    const row = { ...validMessage, ...changes };
    return asAnon(db, 'select public.submit_contact_message($1, $2, $3, $4, $5)', [
      row.name,
      row.email,
      row.project_type,
      row.message,
      await solvedProof(),
    ]);
  }

  it('can submit a valid contact message through the function', async () => {
    expect((await submit()).error).toBeNull();
  });

  it('cannot insert into contact_messages directly, not even with a date of its own', async () => {
    const outcome = await asAnon(
      db,
      `insert into public.contact_messages (name, email, project_type, message, created_at)
       values ('A', 'a@example.com', 'other', 'Hi', '2999-12-31')`,
    );

    expect(outcome.error?.code).toBe('42501');
  });

  it.each<[string, Partial<Message>, string]>([
    ['an invalid email', { email: 'not-an-email' }, 'contact_invalid_email'],
    ['an unknown project type', { project_type: 'wedding' }, 'contact_invalid_project_type'],
    ['an empty message', { message: '' }, 'contact_invalid_message'],
    ['a blank name', { name: '   ' }, 'contact_invalid_name'],
    ['an oversized message', { message: 'x'.repeat(5001) }, 'contact_invalid_message'],
    ['an oversized name', { name: 'x'.repeat(101) }, 'contact_invalid_name'],
    ['a bidi override in the name', { name: 'Bob\u202Egnp.exe' }, 'contact_invalid_characters'],
    ['a bell in the name', { name: 'Bob\u0007' }, 'contact_invalid_characters'],
    ['a bell in the e-mail', { email: 'a\u0007@example.com' }, 'contact_invalid_characters'],
    ['an ESC sequence in the message', { message: '\u001b[2J' }, 'contact_invalid_characters'],
    ['an isolate in the message', { message: 'a\u2067b\u2069' }, 'contact_invalid_characters'],
    ['a C1 control in the message', { message: 'a\u009bb' }, 'contact_invalid_characters'],
  ])('is refused by the function for %s', async (_case, changes, reason) => {
    const outcome = await submit(changes);

    expect(outcome.error).toEqual({ code: '22023', message: reason });
  });

  it('takes line breaks and tabs in the message', async () => {
    expect((await submit({ message: 'Hi,\r\n\tthe plan:\n1. cut' })).error).toBeNull();
  });

  it('refuses a message without a solved challenge', async () => {
    const outcome = await asAnon(db, 'select public.submit_contact_message($1, $2, $3, $4, $5)', [
      'Ada',
      'ada@example.com',
      'other',
      'Hi',
      null,
    ]);
    expect(outcome.error).toEqual({ code: 'PT403', message: 'contact_challenge_invalid' });
  });

  it('keeps the signing secret and the used challenges from visitors', async () => {
    for (const table of ['private.contact_challenge_secret', 'private.contact_challenges_used']) {
      expect((await asAnon(db, `select * from ${table}`)).error?.code).toBe('42501');
    }
  });

  it('is executable by anon only', async () => {
    const grants = await asOwner<{ anon: boolean; authenticated: boolean; public: boolean }>(
      db,
      `select has_function_privilege('anon', 'public.submit_contact_message(text, text, text, text, text)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.submit_contact_message(text, text, text, text, text)', 'execute') as authenticated,
              exists (select 1 from pg_proc p, aclexplode(p.proacl) a
                       where p.oid = 'public.submit_contact_message(text, text, text, text, text)'::regprocedure
                         and a.grantee = 0) as public`,
    );

    expect(grants.rows).toEqual([{ anon: true, authenticated: false, public: false }]);
  });

  it('cannot choose the id of a contact message', async () => {
    const outcome = await asAnon(
      db,
      `insert into public.contact_messages (id, name, email, project_type, message)
       overriding system value values (424242, 'A', 'a@example.com', 'other', 'Hi')`,
    );

    expect(outcome.error?.code).toBe('42501');
  });

  it('cannot update blog posts, not even the view counter', async () => {
    const { id } = await featuredPost();

    const outcome = await asAnon(
      db,
      'update public.blog_posts set views = views + 1000 where id = $1',
      [id],
    );

    expect(outcome.error?.code).toBe('42501');
  });

  it.each(tables)('cannot delete from %s', async (table) => {
    const outcome = await asAnon(db, `delete from public.${table}`);

    expect(outcome.error?.code).toBe('42501');
  });

  it.each([
    [
      'blog_posts',
      `insert into public.blog_posts (slug, title, excerpt, content, category, read_time, published)
       values ('spam', 'Spam', 'Spam', 'Spam', 'Spam', 1, true)`,
    ],
    [
      'projects',
      `insert into public.projects (title, description, category, project_url, image_url, color_accent)
       values ('Spam', 'Spam', 'Spam', 'https://example.com', '/x.svg', '#000000')`,
    ],
    [
      'portfolio_videos',
      `insert into public.portfolio_videos (video_id, tag) values ('aaaaaaaaaaa', 'Spam')`,
    ],
  ])('cannot insert into %s', async (_table, sql) => {
    const outcome = await asAnon(db, sql);

    expect(outcome.error?.code).toBe('42501');
  });
});

describe('increment_post_views', () => {
  const increment = 'select public.increment_post_views($1) as views';

  it('adds one view to a published post and returns the new count', async () => {
    const post = await featuredPost();

    const outcome = await asAnon<{ views: number | null }>(db, increment, [post.id]);

    expect(outcome).toEqual({ rows: [{ views: post.views + 1 }], error: null });
  });

  it('returns null for an unpublished post and leaves its views alone', async () => {
    const draft = await postBySlug(draftSlug);

    const after = await withRollback(db, async (tx) => {
      await becomeAnon(tx);
      const result = await tx.query<{ views: number | null }>(increment, [draft.id]);
      await tx.exec('reset role');
      const stored = await tx.query<{ views: number }>(
        'select views from public.blog_posts where id = $1',
        [draft.id],
      );
      return { returned: result.rows[0]?.views, stored: stored.rows[0]?.views };
    });

    expect(after).toEqual({ returned: null, stored: draft.views });
  });

  it('returns null for a post that does not exist', async () => {
    const outcome = await asAnon(db, increment, [987_654_321]);

    expect(outcome).toEqual({ rows: [{ views: null }], error: null });
  });

  it('is SECURITY DEFINER with an empty search_path', async () => {
    const fn = await ownerRow<{ prosecdef: boolean; proconfig: string[] | null }>(
      `select prosecdef, proconfig from pg_proc
        where oid = 'public.increment_post_views(bigint)'::regprocedure`,
    );

    expect(fn).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
  });

  it('is executable by anon only', async () => {
    const privileges = await ownerRow<Record<string, boolean>>(`
      select has_function_privilege('anon', 'public.increment_post_views(bigint)', 'execute') as anon,
             has_function_privilege('authenticated', 'public.increment_post_views(bigint)', 'execute')
               as authenticated,
             has_function_privilege('service_role', 'public.increment_post_views(bigint)', 'execute')
               as service_role,
             exists (
               select 1 from pg_proc, aclexplode(proacl) as acl
                where pg_proc.oid = 'public.increment_post_views(bigint)'::regprocedure
                  and acl.grantee = 0
             ) as public`);

    expect(privileges).toEqual({
      anon: true,
      authenticated: false,
      service_role: false,
      public: false,
    });
  });
});

describe('table rules', () => {
  it('allows at most one featured post', async () => {
    const outcome = await asOwner(
      db,
      'update public.blog_posts set featured = true where not featured and published',
    );

    expect(outcome.error?.code).toBe('23505');
  });

  it.each([
    ['a slug with spaces', 'slug', 'Not A Slug'],
    ['a slug with a double hyphen', 'slug', 'two--hyphens'],
    ['a YouTube id of the wrong length', 'youtube_video_id', 'tooShort'],
    ['a zero read time', 'read_time', '0'],
    ['negative views', 'views', '-1'],
    ['a javascript: image url', 'image_url', 'javascript:alert(1)'],
  ])('refuses %s', async (_case, column, value) => {
    const outcome = await asOwner(
      db,
      `update public.blog_posts set ${column} = $1 where slug = 'pacing-vertical-shorts'`,
      [value],
    );

    expect(outcome.error?.code).toBe('23514');
  });

  it('stamps updated_at on editorial edits, but not on view counts', async () => {
    const post = await featuredPost();
    const updatedAtAfter = (change: string) =>
      withRollback(db, async (tx) => {
        const { rows } = await tx.query<{ updated_at: Date }>(
          `update public.blog_posts set ${change} where id = $1 returning updated_at`,
          [post.id],
        );
        return rows[0]?.updated_at;
      });

    expect(await updatedAtAfter('views = views + 1')).toEqual(post.updated_at);
    expect(await updatedAtAfter(`title = title || ' (updated)'`)).not.toEqual(post.updated_at);
  });
});

describe('the client address (what the throttles count by)', () => {
  /** private.client_address() for a request with `headers`, under `source` if given. */
  async function addressFor(
    headers: Record<string, string>,
    source?: { header: string; entry_from_right: number },
  ): Promise<string | null> {
    const { rows } = await withRollback(db, async (tx) => {
      if (source) {
        await tx.query(
          'update private.client_address_source set header = $1, entry_from_right = $2',
          [source.header, source.entry_from_right],
        );
      }
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      return tx.query<{ address: string | null }>('select private.client_address() as address');
    });
    return rows[0]?.address ?? null;
  }

  it("is Cloudflare's cf-connecting-ip, whatever X-Forwarded-For or X-Real-IP claim", async () => {
    expect(
      await addressFor({
        'cf-connecting-ip': '198.51.100.7',
        'x-forwarded-for': '203.0.113.1, 198.51.100.7',
        'x-real-ip': '203.0.113.2',
      }),
    ).toBe('198.51.100.7');
  });

  it('is nothing, never a made-up key, when the trusted header is missing or not an address', async () => {
    expect(await addressFor({ 'x-forwarded-for': '203.0.113.1' })).toBeNull();
    expect(await addressFor({ 'cf-connecting-ip': 'unknown' })).toBeNull();
    expect(await addressFor({ 'cf-connecting-ip': "1.2.3.4'; drop table x" })).toBeNull();
    expect(await addressFor({})).toBeNull();
  });

  it('groups an IPv6 address by its /64 (one subscriber), an IPv4-mapped one not', async () => {
    expect(await addressFor({ 'cf-connecting-ip': '2001:db8:1:2:aaaa::1' })).toBe(
      '2001:db8:1:2::/64',
    );
    expect(await addressFor({ 'cf-connecting-ip': '2001:db8:1:2:ffff::9' })).toBe(
      '2001:db8:1:2::/64',
    );
    expect(await addressFor({ 'cf-connecting-ip': '::ffff:127.0.0.1' })).toBe('::ffff:127.0.0.1');
  });

  it('can be another header, counted from the right, so entries a client prepends change nothing', async () => {
    const behindOneProxy = { header: 'x-forwarded-for', entry_from_right: 2 };
    expect(await addressFor({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }, behindOneProxy)).toBe(
      '198.51.100.7',
    );
    expect(
      await addressFor(
        { 'x-forwarded-for': '203.0.113.9, 203.0.113.8, 198.51.100.7, 10.0.0.1' },
        behindOneProxy,
      ),
    ).toBe('198.51.100.7');
    expect(await addressFor({ 'x-forwarded-for': '10.0.0.1' }, behindOneProxy)).toBeNull();
  });

  it('throttles one address at 10 messages in 10 minutes, however its X-Forwarded-For varies', async () => {
    const outcome = await withRollback(db, async (tx) => {
      await tx.query(
        `insert into public.contact_messages (name, email, project_type, message, sender_address)
         select 'Earlier', 'earlier' || i || '@example.com', 'other', 'Hi', '198.51.100.7'
           from generate_series(1, 10) i`,
      );
      const challenge = await tx.query<{ c: ContactChallenge }>(
        'select public.contact_challenge() as c',
      );
      const proof = await solveNatively(challenge.rows[0]?.c as ContactChallenge);
      await becomeAnon(tx, {
        'cf-connecting-ip': '198.51.100.7',
        'x-forwarded-for': '203.0.113.77',
      });
      try {
        await tx.query(
          `select public.submit_contact_message('Ada', 'new@example.com', 'other', 'Hi', $1)`,
          [proof],
        );
        return null;
      } catch (error) {
        return toPgError(error);
      }
    });
    expect(outcome).toEqual({ code: 'PT429', message: 'contact_address_limit' });
  });

  it('caps the views of a post from one address at 3 an hour; another address counts on', async () => {
    const post = await postBySlug('hook-the-first-30-seconds');
    const counts = await withRollback(db, async (tx) => {
      const seen: (number | null)[] = [];
      for (const [address, forged] of [
        ['198.51.100.7', '203.0.113.1'],
        ['198.51.100.7', '203.0.113.2'],
        ['198.51.100.7', '203.0.113.3'],
        ['198.51.100.7', '203.0.113.4'],
        ['2001:db8::1', '203.0.113.5'],
      ]) {
        await tx.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'cf-connecting-ip': address, 'x-forwarded-for': forged }),
        ]);
        const { rows } = await tx.query<{ views: number | null }>(
          'select public.increment_post_views($1) as views',
          [post.id],
        );
        seen.push(rows[0]?.views ?? null);
      }
      return seen;
    });
    const v = post.views;
    expect(counts).toEqual([v + 1, v + 2, v + 3, v + 3, v + 4]);
  });
});
