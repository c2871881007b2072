import { expect, test } from './fixtures';
import { solveNatively } from '../../sandbox/supabase/proofOfWork';
import type { ContactChallenge } from '../../src/domain/site/contact/challenge';

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

  test('contact messages go in through submit_contact_message only, and cannot be read back', async ({
    request,
  }) => {
    const message = {
      name: 'E2E Visitor',
      email: 'sandbox-spec@example.com',
      project_type: 'music',
      message: 'Hello from the end-to-end tests.',
    };
    const direct = await request.post(`${rest}/contact_messages`, {
      headers,
      data: { ...message, created_at: '2999-12-31T00:00:00Z' },
    });
    expect(direct.status()).toBe(401);
    const unproven = await request.post(`${rest}/rpc/submit_contact_message`, {
      headers,
      data: { ...message, altcha: '' },
    });
    expect(unproven.status()).toBe(403);
    const challenge = await request.post(`${rest}/rpc/contact_challenge`, { headers, data: {} });
    expect(challenge.status()).toBe(200);
    const altcha = await solveNatively((await challenge.json()) as ContactChallenge);
    const sent = await request.post(`${rest}/rpc/submit_contact_message`, {
      headers,
      data: { ...message, altcha },
    });
    expect(sent.status()).toBe(204);
    const read = await request.get(`${rest}/contact_messages?select=*`, { headers });
    expect(read.status()).toBe(401);
    expect(((await read.json()) as { code: string }).code).toBe('42501');
  });

  test('requests without the anon key are refused', async ({ request }) => {
    const answer = await request.get(`${rest}/blog_posts?select=slug`);
    expect(answer.status()).toBe(401);
  });
});

test.describe('the site serves the YouTube emulator on its own origin', () => {
  const api = '/sandbox/youtube/v3';

  test('the demo reel with a local thumbnail', async ({ request, baseURL }) => {
    const answer = await request.get(`${api}/videos?part=snippet&id=JVreel2025a&key=sandbox-key`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      kind: string;
      items: { id: string; snippet: { thumbnails: { high: { url: string } } } }[];
    };
    expect(body.kind).toBe('youtube#videoListResponse');
    const thumbnail = body.items[0]?.snippet.thumbnails.high.url ?? '';
    expect(thumbnail.startsWith(`${baseURL ?? ''}/sandbox/youtube/`)).toBe(true);
    expect((await request.get(thumbnail)).status()).toBe(200);
  });

  test('the quota-exceeded key answers 403 quotaExceeded', async ({ request }) => {
    const answer = await request.get(
      `${api}/videos?part=snippet&id=JVreel2025a&key=sandbox-quota-exceeded`,
    );
    expect(answer.status()).toBe(403);
    const body = (await answer.json()) as { error: { errors: { reason: string }[] } };
    expect(body.error.errors[0]?.reason).toBe('quotaExceeded');
  });
});

test.describe('the site serves the storefront emulator and its store pages', () => {
  test('collections, the all collection, and a product page', async ({ request, page }) => {
    const token = 'storefront_token=ptkn_sandbox';
    const collections = await request.get(`/sandbox/storefront/v1/collections?${token}`);
    expect(collections.status()).toBe(200);
    const all = await request.get(
      `/sandbox/storefront/v1/collections/all/products?${token}&currency=USD`,
    );
    const body = (await all.json()) as { results: { slug: string }[] };
    expect(body.results.length).toBeGreaterThanOrEqual(12);
    expect((await request.get(`/sandbox/storefront/v1/products?${token}`)).status()).toBe(404);
    await page.goto(`/sandbox/store/products/${body.results[0]?.slug ?? ''}`);
    await expect(page.getByText('Sandbox store', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
