import { expect, test } from '@playwright/test';

const rest = '/sandbox/supabase/rest/v1';
const headers = { apikey: 'sandbox-anon-key', Authorization: 'Bearer sandbox-anon-key' };

test.describe('the site serves the Supabase sandbox on its own origin', () => {
  test('published posts, projects and portfolio rows', async ({ request }) => {
    const posts = await request.get(`${rest}/blog_posts?select=slug,published`, { headers });
    expect(posts.status()).toBe(200);
    const rows = (await posts.json()) as { slug: string; published: boolean }[];
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(rows.every((row) => row.published)).toBe(true);

    for (const table of ['projects', 'portfolio_videos']) {
      const answer = await request.get(`${rest}/${table}?select=id`, {
        headers: { ...headers, Prefer: 'count=exact' },
      });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-range']).toMatch(/^0-\d+\/\d+$/);
    }
  });

  test('contact inserts are accepted and cannot be read back', async ({ request }) => {
    const insert = await request.post(`${rest}/contact_messages`, {
      headers,
      data: {
        name: 'E2E Visitor',
        email: 'visitor@example.com',
        project_type: 'music',
        message: 'Hello from the end-to-end tests.',
        created_at: new Date().toISOString(),
      },
    });
    expect(insert.status()).toBe(201);
    const read = await request.get(`${rest}/contact_messages?select=*`, { headers });
    expect(read.status()).toBe(401);
    expect(((await read.json()) as { code: string }).code).toBe('42501');
  });

  test('requests without the anon key are refused', async ({ request }) => {
    const answer = await request.get(`${rest}/blog_posts?select=slug`);
    expect(answer.status()).toBe(401);
  });
});
