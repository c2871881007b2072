/**
 * Contract tests: the production content service (supabase-js) against the sandbox gateway,
 * over HTTP, on PGlite with the real migrations, seed and row-level security.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { CONTACT_LIMITS } from '@/domain/site/contact/limits';
import { ContactRefused } from '@/domain/site/contact/sendFailure';
import { startSupabaseSandbox } from '../../../sandbox/supabase/gateway/server';
import { createContentClient, type ContentClient } from './client';
import { createContentService, type ContentService } from './contentService';
import { ContentError } from './errors';
import { toContactMessageArgs } from './rows';
import { solveNatively } from '../../../sandbox/supabase/proofOfWork';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { ContactChallenge } from '@/domain/site/contact/challenge';
import { rejectionOf } from '@/test/rejection';

type Sandbox = Awaited<ReturnType<typeof startSupabaseSandbox>>;

let sandbox: Sandbox;
let client: ContentClient;
let service: ContentService;
const signal = () => new AbortController().signal;

/** Reads as the database owner, bypassing RLS: what the test expects, independently. */
async function ownerQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await sandbox.db.query<T>(sql, params)).rows;
}

async function publishedPost(): Promise<{ id: number; slug: string; views: number }> {
  const [row] = await ownerQuery<{ id: number; slug: string; views: number }>(
    'select id::int as id, slug, views from public.blog_posts where published order by id limit 1',
  );
  if (!row) throw new Error('the seed has no published post');
  return row;
}

async function unpublishedPost(): Promise<{ id: number; slug: string; views: number }> {
  const [row] = await ownerQuery<{ id: number; slug: string; views: number }>(
    'select id::int as id, slug, views from public.blog_posts where not published limit 1',
  );
  if (!row) throw new Error('the seed has no unpublished post');
  return row;
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ContentError);

beforeAll(async () => {
  sandbox = await startSupabaseSandbox();
  client = createContentClient({
    url: sandbox.url,
    anonKey: 'sandbox-anon-key',
  });
  service = createContentService(client);
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

describe('blog listing', () => {
  it('reads the one featured published post', async () => {
    const post = await service.getFeaturedPost(signal());
    expect(post).not.toBeNull();
    expect(post).toMatchObject({ featured: true, published: true });
  });

  it('lists only published posts, newest first, with the exact total', async () => {
    const [expected] = await ownerQuery<{ count: number }>(
      'select count(*)::int as count from public.blog_posts where published',
    );
    const { posts, total } = await service.listPublishedPosts({}, signal());
    expect(total).toBe(expected?.count);
    expect(posts).toHaveLength(total);
    expect(posts.every((post) => post.published)).toBe(true);
    const dates = posts.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages with a constant total', async () => {
    const all = await service.listPublishedPosts({}, signal());
    const second = await service.listPublishedPosts({ page: 2, limit: 3 }, signal());
    expect(second.total).toBe(all.total);
    expect(second.posts.map((p) => p.slug)).toEqual(all.posts.slice(3, 6).map((p) => p.slug));
  });

  it("filters by category, and 'All' means no filter", async () => {
    const all = await service.listPublishedPosts({ category: 'All' }, signal());
    const category = all.posts[0]?.category ?? '';
    const filtered = await service.listPublishedPosts({ category }, signal());
    expect(filtered.posts.length).toBeGreaterThan(0);
    expect(filtered.posts.every((post) => post.category === category)).toBe(true);
    expect(filtered.total).toBe(all.posts.filter((p) => p.category === category).length);
  });

  it('searches title or content case-insensitively, matching the term literally', async () => {
    const all = await service.listPublishedPosts({}, signal());
    const word = all.posts[0]?.title.split(' ')[0] ?? '';
    const found = await service.listPublishedPosts({ search: word.toUpperCase() }, signal());
    const expected = all.posts.filter((p) =>
      `${p.title}\n${p.content}`.toLowerCase().includes(word.toLowerCase()),
    );
    expect(found.posts.map((p) => p.slug)).toEqual(expected.map((p) => p.slug));
    const none = await service.listPublishedPosts({ search: '%_%"),(' }, signal());
    expect(none).toEqual({ posts: [], total: 0 });
  });

  it('lists each category of published posts once, sorted, with slugs', async () => {
    const categories = await service.listCategories(signal());
    const names = categories.map((c) => c.name);
    expect(names).toEqual([...new Set(names)].sort());
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const category of categories) {
      expect(category.slug).toBe(category.name.toLowerCase().replace(/\s+/g, '-'));
    }
  });

  it('counts published posts for the connection check', async () => {
    const { total } = await service.listPublishedPosts({}, signal());
    await expect(service.countPublishedPosts(signal())).resolves.toBe(total);
  });
});

describe('blog post', () => {
  it('reads a published post by slug', async () => {
    const { slug } = await publishedPost();
    await expect(service.getPostBySlug(slug, signal())).resolves.toMatchObject({ slug });
  });

  it('answers not-found for an unknown or unpublished slug', async () => {
    expect((await failure(service.getPostBySlug('no-such-post', signal()))).kind).toBe('not-found');
    const draft = await unpublishedPost();
    expect((await failure(service.getPostBySlug(draft.slug, signal()))).kind).toBe('not-found');
  });

  it('counts a view and returns the new count', async () => {
    await ownerQuery('delete from private.post_view_tallies');
    const post = await publishedPost();
    const views = await service.incrementPostViews(post.id, signal());
    expect(views).toBe(post.views + 1);
  });

  it('counts at most 3 views of a post from one address in an hour, even 40 at once', async () => {
    await ownerQuery('delete from private.post_view_tallies');
    const post = await publishedPost();
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => service.incrementPostViews(post.id, signal())),
    );
    expect((await publishedPost()).views).toBe(post.views + 3);
    // Every call answers the post's count, counted or not.
    expect(Math.max(...counts.map(Number))).toBe(post.views + 3);
    expect(Math.min(...counts.map(Number))).toBeGreaterThanOrEqual(post.views + 1);
  });

  it('does not count views of an unpublished post', async () => {
    const draft = await unpublishedPost();
    await expect(service.incrementPostViews(draft.id, signal())).resolves.toBeNull();
    expect((await unpublishedPost()).views).toBe(draft.views);
  });
});

describe('portfolio and projects', () => {
  it('lists portfolio videos newest first', async () => {
    const videos = await service.listPortfolioVideos(signal());
    expect(videos.length).toBeGreaterThanOrEqual(12);
    const dates = videos.map((video) => Date.parse(video.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('lists the distinct portfolio tags, sorted', async () => {
    const tags = await service.listPortfolioTags(signal());
    const videos = await service.listPortfolioVideos(signal());
    expect(tags).toEqual([...new Set(videos.map((video) => video.tag))].sort());
  });

  it('lists projects featured first, then by id descending', async () => {
    const projects = await service.listProjects(signal());
    const keys = projects.map((p) => [p.featured ? 1 : 0, p.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect(projects.some((p) => p.featured)).toBe(true);
  });
});

describe('contact messages', () => {
  const ada = {
    name: 'Ada Creator',
    email: 'ada@example.com',
    projectType: 'youtube' as const,
    message: 'I need an editor for a weekly show.',
  };
  /** A solved challenge of the database's, as the form's worker makes one. */
  const proof = async () => solveNatively(await service.getContactChallenge(signal()));
  /** Sends `message` as the form does: a fresh proof of work with it. */
  const send = async (message: typeof ada) =>
    service.submitContactMessage(message, await proof(), signal());
  /** The same message as `submit_contact_message`'s arguments, for the raw client. */
  const adaArgs = async () => toContactMessageArgs(ada, await proof());
  /** The message as a table row (what a direct insert would send). */
  const adaRow = {
    name: ada.name,
    email: ada.email,
    project_type: ada.projectType,
    message: ada.message,
  };
  /** A client that sends what the site never would (arrays, extra arguments, table writes). */
  const rawClient = () =>
    createClient(sandbox.url, 'sandbox-anon-key', {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
  const stored = () =>
    ownerQuery<{ email: string; created_at: Date; sender_address: string | null }>(
      'select email, created_at, sender_address from public.contact_messages order by id',
    );
  /** Rows as the owner would have them, `minutesAgo` old, to set up a throttle's window. */
  async function earlier(count: number, values: { email?: string; address?: string | null }) {
    for (let i = 0; i < count; i += 1) {
      await ownerQuery(
        `insert into public.contact_messages (name, email, project_type, message, created_at, sender_address)
         values ('Earlier', $1, 'other', 'Earlier message', now() - interval '1 second', $2)`,
        [values.email ?? `earlier${i}@example.com`, values.address ?? null],
      );
    }
  }
  async function refusal(promise: Promise<unknown>): Promise<unknown> {
    return promise.then(
      () => {
        throw new Error('the message was stored');
      },
      (error: unknown) => error,
    );
  }

  beforeEach(async () => {
    await ownerQuery('delete from public.contact_messages');
  });

  it('stores one message dated by the server, with the address it came from', async () => {
    const before = Date.now();
    await send(ada);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('ada@example.com');
    expect(rows[0]?.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]?.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(rows[0]?.sender_address).toMatch(/127\.0\.0\.1/);
  });

  it('accepts every field at its limit and refuses one character more, storing nothing', async () => {
    const atLimit = {
      ...ada,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    };
    await send(atLimit);
    for (const tooLong of [
      { ...ada, email: 'b@example.com', name: `${atLimit.name}n` },
      { ...ada, email: 'c@example.com', message: `${atLimit.message}m` },
      { ...ada, email: `${'e'.repeat(CONTACT_LIMITS.email)}@example.com` },
      { ...ada, email: 'not-an-email' },
    ]) {
      const error = await failure(send(tooLong));
      expect(error.kind).toBe('invalid');
      expect(error.status).toBe(400);
    }
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an array of messages in one request', async () => {
    const args = await adaArgs();
    const { error, status } = await rawClient().rpc('submit_contact_message', [
      args,
      args,
    ] as never);
    expect(status).toBe(400);
    expect(error).not.toBeNull();
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a date chosen by the sender, through the function or the table', async () => {
    const args = await adaArgs();
    const viaFunction = await rawClient().rpc('submit_contact_message', {
      ...args,
      created_at: '2999-12-31T00:00:00Z',
    } as never);
    expect(viaFunction.status).toBe(404);
    const viaTable = await rawClient()
      .from('contact_messages')
      .insert({ ...adaRow, created_at: '2999-12-31T00:00:00Z' } as never);
    expect(viaTable.status).toBe(401);
    expect(viaTable.error?.code).toBe('42501');
    expect(await stored()).toHaveLength(0);
  });

  it('refuses direct table inserts of any shape, one row or many', async () => {
    const one = await rawClient()
      .from('contact_messages')
      .insert(adaRow as never);
    const many = await rawClient()
      .from('contact_messages')
      .insert(Array.from({ length: 200 }, () => adaRow) as never);
    expect([one.status, many.status]).toEqual([401, 401]);
    expect(await stored()).toHaveLength(0);
  });

  it('lets one e-mail address send 3 messages in 10 minutes, then says to wait', async () => {
    for (let i = 0; i < 3; i += 1) await send(ada);
    const fourth = await refusal(send({ ...ada, email: 'ADA@example.com' }));
    expect(fourth).toBeInstanceOf(ContactRefused);
    expect((fourth as ContactRefused).reason).toBe('sender-limit');
    await send({ ...ada, email: 'grace@example.com' });
    expect(await stored()).toHaveLength(4);
  });

  it('lets one client address send 10 messages in 10 minutes, whatever the e-mails', async () => {
    await send(ada);
    const address = (await stored())[0]?.sender_address ?? null;
    expect(address).not.toBeNull();
    await earlier(9, { address });
    const eleventh = await refusal(send({ ...ada, email: 'new@example.com' }));
    expect((eleventh as ContactRefused).reason).toBe('address-limit');
  });

  it('never closes the form: a flood makes the challenge harder and a new sender gets through', async () => {
    expect((await service.getContactChallenge(signal())).maxnumber).toBe(100_000);
    await earlier(30, { address: '203.0.113.7' });
    const raised = await service.getContactChallenge(signal());
    expect(raised.maxnumber).toBe(800_000);
    await service.submitContactMessage(ada, await solveNatively(raised), signal());
    expect(await stored()).toHaveLength(31);
  });

  it('refuses a message without a proof, with a forged one, or with one used before', async () => {
    const reasonOf = async (altcha: string) => {
      const { status, error } = await rawClient().rpc('submit_contact_message', {
        ...toContactMessageArgs(ada, altcha),
      });
      return [status, error?.code, error?.message];
    };
    const refused = [403, 'PT403', 'contact_challenge_invalid'];
    expect(await reasonOf('')).toEqual(refused);
    expect(await reasonOf('not base64 at all')).toEqual(refused);
    const solved = await proof();
    const payload = JSON.parse(atob(solved)) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) =>
      btoa(JSON.stringify({ ...payload, ...changes }));
    expect(await reasonOf(forged({ number: Number(payload.number) + 1 }))).toEqual(refused);
    expect(await reasonOf(forged({ signature: '0'.repeat(64) }))).toEqual(refused);
    expect(await reasonOf(forged({ salt: `${String(payload.salt)}x` }))).toEqual(refused);
    expect(await reasonOf(solved)).toEqual([204, undefined, undefined]);
    const again = await refusal(service.submitContactMessage(ada, solved, signal()));
    expect((again as ContactRefused).reason).toBe('challenge');
    expect(await reasonOf(solved)).toEqual([403, 'PT403', 'contact_challenge_used']);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a proof made before a flood raised the level (no stockpiling), and an expired one', async () => {
    const calm = await proof();
    await earlier(10, { address: '203.0.113.7' });
    // One level of slack: a visitor whose solving overlapped 10 more messages still gets in.
    const { error: slack } = await rawClient().rpc(
      'submit_contact_message',
      toContactMessageArgs(ada, calm),
    );
    expect(slack).toBeNull();
    const calmAgain = await proof();
    await earlier(20, { address: '203.0.113.7' });
    const { error } = await rawClient().rpc(
      'submit_contact_message',
      toContactMessageArgs({ ...ada, email: 'grace@example.com' }, calmAgain),
    );
    expect(error?.message).toBe('contact_challenge_outdated');
    // An expired challenge signed with the database's own secret, made by ALTCHA's library.
    const [{ secret } = { secret: '' }] = await ownerQuery<{ secret: string }>(
      'select secret from private.contact_challenge_secret',
    );
    const expired = await createChallenge({
      hmacKey: secret,
      maxnumber: 10,
      expires: new Date(Date.now() - 1000),
      params: { level: '1' },
    });
    const late = await rawClient().rpc(
      'submit_contact_message',
      toContactMessageArgs(ada, await solveNatively(expired as ContactChallenge)),
    );
    expect(late.error?.message).toBe('contact_challenge_expired');
    expect(await stored()).toHaveLength(31);
  });

  it("signs challenges in ALTCHA's format: its own library verifies them", async () => {
    const [{ secret } = { secret: '' }] = await ownerQuery<{ secret: string }>(
      'select secret from private.contact_challenge_secret',
    );
    const solved = await proof();
    expect(await verifySolution(solved, secret)).toBe(true);
    expect(await verifySolution(solved, 'another secret')).toBe(false);
  });

  it('refuses control and text-direction characters, saying which field', async () => {
    for (const [field, value] of [
      ['name', 'Bob\u202Egnp.exe'],
      ['email', 'bob\u0007@example.com'],
      ['message', 'Hello \u001b[31mred'],
      ['message', 'isolated \u2066text\u2069'],
    ] as const) {
      const { status, error } = await rawClient().rpc(
        'submit_contact_message',
        toContactMessageArgs({ ...ada, [field]: value }, await proof()),
      );
      expect([status, error?.message, error?.details]).toEqual([
        400,
        'contact_invalid_characters',
        field,
      ]);
    }
    await send({ ...ada, message: 'Line one\n\tLine two, tabbed\r\nEnd' });
    expect(await stored()).toHaveLength(1);
  });

  it('answers a throttle with HTTP 429 and the reason, as PostgREST would', async () => {
    await earlier(3, { email: 'ada@example.com' });
    const { status, error } = await rawClient().rpc('submit_contact_message', await adaArgs());
    expect(status).toBe(429);
    expect(error?.code).toBe('PT429');
    expect(error?.message).toBe('contact_sender_limit');
  });
});

describe('what anon may not do', () => {
  it('cannot see unpublished posts', async () => {
    const draft = await unpublishedPost();
    const { data, error } = await client.from('blog_posts').select('id').eq('slug', draft.slug);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('cannot read contact messages back', async () => {
    const { data, error, status } = await client.from('contact_messages').select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  it('cannot update any post column, nor delete, nor insert posts', async () => {
    const post = await publishedPost();
    // The typed client cannot even express these writes; an untyped one sends them anyway.
    const raw = createClient(sandbox.url, 'sandbox-anon-key', {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const attempts = [
      raw.from('blog_posts').update({ views: 999999 }).eq('id', post.id),
      raw.from('blog_posts').update({ title: 'Hacked' }).eq('id', post.id),
      raw.from('blog_posts').delete().eq('id', post.id),
      raw.from('projects').delete().eq('featured', true),
      raw.from('portfolio_videos').delete().eq('tag', 'Gaming'),
      raw.from('contact_messages').delete().eq('project_type', 'youtube'),
      raw.from('blog_posts').insert({
        slug: 'spam',
        title: 'Spam',
        excerpt: 'Spam',
        content: 'Spam',
        category: 'Spam',
        read_time: 1,
        published: true,
      }),
    ];
    for (const attempt of attempts) {
      const { status, error } = await attempt;
      expect(error?.code).toBe('42501');
      expect(status).toBe(401);
    }
    const after = await ownerQuery<{ title: string; views: number }>(
      'select title, views from public.blog_posts where id = $1',
      [post.id],
    );
    expect(after[0]?.title).not.toBe('Hacked');
    expect(after[0]?.views).toBeLessThan(999999);
    const [counts] = await ownerQuery<{ spam: number; projects: number }>(
      "select (select count(*)::int from public.blog_posts where slug = 'spam') as spam, (select count(*)::int from public.projects) as projects",
    );
    expect(counts).toEqual({ spam: 0, projects: expect.any(Number) as number });
    expect(counts?.projects).toBeGreaterThanOrEqual(6);
  });
});

describe('cancellation', () => {
  it('fails with kind aborted when the signal fires', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(service.listProjects(controller.signal));
    expect(error.kind).toBe('aborted');
  });
});
