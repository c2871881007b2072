/**
 * Smoke test of the gateway on the project's real database (supabase/migrations + seed.sql):
 * the calls the site makes, with the migrations' grants and policies deciding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseSandbox, type SupabaseSandbox } from './server.ts';
import { sandboxClient, type SandboxClient } from './testing/client.ts';
import { projectSchemaExists, projectScripts, snapshotOf } from './testing/snapshotCache.ts';
import { solveNatively } from '../proofOfWork.ts';
import type { ContactChallenge } from '../../../src/domain/site/contact/challenge.ts';

let sandbox: SupabaseSandbox;
let supabase: SandboxClient;

describe.skipIf(!projectSchemaExists())('the gateway on the project schema', () => {
  beforeAll(async () => {
    sandbox = await startSupabaseSandbox({ snapshot: await snapshotOf(projectScripts()) });
    supabase = sandboxClient(sandbox.url);
  });

  afterAll(async () => {
    await sandbox.close();
  });

  async function owner<T>(sql: string): Promise<T | undefined> {
    return (await sandbox.db.query<T>(sql)).rows[0];
  }

  it('lists published posts only, newest first, with a count', async () => {
    const published = await owner<{ count: number }>(
      'select count(*)::int as count from public.blog_posts where published',
    );
    const result = await supabase
      .from('blog_posts')
      .select('slug, published', { count: 'exact' })
      .order('published_at', { ascending: false })
      .range(0, 2);
    expect(result.error).toBeNull();
    expect(result.status).toBe(206);
    expect(result.count).toBe(published?.count);
    expect(result.data?.every((post) => post.published === true)).toBe(true);
  });

  it('hides drafts, even by slug', async () => {
    const draft = await owner<{ slug: string }>(
      'select slug from public.blog_posts where not published',
    );
    const result = await supabase
      .from('blog_posts')
      .select('*')
      .eq('slug', draft?.slug ?? '')
      .maybeSingle();
    expect(result).toMatchObject({ status: 200, data: null, error: null });
  });

  it('reads projects and portfolio videos', async () => {
    for (const table of ['projects', 'portfolio_videos']) {
      const result = await supabase.from(table).select('id', { count: 'exact', head: true });
      expect(result.error).toBeNull();
      expect(result.count).toBeGreaterThan(0);
    }
  });

  it('takes contact messages through submit_contact_message only, and never gives them back', async () => {
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      project_type: 'youtube',
      message: 'Hi',
    };
    // The form's proof of work: a challenge, asked for as PostgREST takes a call without
    // arguments, solved, and sent along.
    const challenge = await supabase.rpc('contact_challenge');
    expect(challenge).toMatchObject({ status: 200, error: null });
    const altcha = await solveNatively(challenge.data as ContactChallenge);
    expect(await supabase.rpc('submit_contact_message', { ...message, altcha })).toMatchObject({
      status: 204,
      error: null,
    });
    expect((await supabase.from('contact_messages').select('*')).status).toBe(401);
    expect((await supabase.from('contact_messages').insert(message)).status).toBe(401);
    const invalid = await supabase.rpc('submit_contact_message', {
      ...message,
      altcha,
      email: 'nope',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.error).toMatchObject({ code: '22023', message: 'contact_invalid_email' });
    const stored = await owner<{ count: number }>(
      'select count(*)::int as count from public.contact_messages',
    );
    expect(stored?.count).toBe(1);
  });

  it('counts a view through increment_post_views, and only for published posts', async () => {
    const post = await owner<{ id: number; views: number }>(
      'select id::int as id, views from public.blog_posts where published order by id limit 1',
    );
    const draft = await owner<{ id: number }>(
      'select id::int as id from public.blog_posts where not published',
    );
    const counted = await supabase.rpc('increment_post_views', { post_id: post?.id });
    expect(counted).toMatchObject({ status: 200, data: (post?.views ?? 0) + 1, error: null });
    expect((await supabase.rpc('increment_post_views', { post_id: draft?.id })).data).toBeNull();
  });

  it('refuses writes to posts (no grant): 401 42501', async () => {
    const result = await supabase.from('blog_posts').update({ views: 1e6 }).eq('id', 1);
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });
});
