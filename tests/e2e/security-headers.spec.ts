import { expect, test, type Page } from './fixtures';

/**
 * The security headers `npm start` sends (the same as `dist/_headers`): a Content-Security-Policy
 * without inline or eval scripts on every app route, its own sandboxed policy on the HTML block's
 * document, and the other standard headers.
 */

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

test('every app route and asset is served with the policy and the standard headers', async ({
  request,
}) => {
  const home = await request.get('/');
  const script = home.headers()['content-security-policy'] ?? '';
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(entry).toBeDefined();
  for (const path of [
    '/',
    '/blog/retention-curve-calculator',
    '/tools/color-palette',
    entry ?? '',
  ]) {
    const answer = await request.get(path);
    const headers = answer.headers();
    expect(headers['content-security-policy']).toBe(script);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  const policy = directives(script);
  expect(policy['script-src']).toBe("'self'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(policy['object-src']).toBe("'none'");
  expect(policy['base-uri']).toBe("'none'");
  expect(policy['frame-ancestors']).toBe("'none'");
  expect(policy['frame-src']).toBe("'self' https://www.youtube-nocookie.com");
});

test("the HTML block's document has its own policy: inline scripts, always sandboxed", async ({
  request,
}) => {
  const answer = await request.get('/embed/html-block.html');
  const policy = directives(answer.headers()['content-security-policy'] ?? '');
  expect(policy.sandbox).toBe('allow-scripts');
  expect(policy['frame-ancestors']).toBe("'self'");
  expect(policy['script-src']).toContain("'unsafe-inline'");
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

test('opened on its own, the HTML block document is still sandboxed and waits for nobody', async ({
  page,
}) => {
  await page.goto('/embed/html-block.html');
  const reach = await page.evaluate(() => {
    let cookie: string;
    try {
      cookie = typeof document.cookie;
    } catch (error) {
      cookie = error instanceof Error ? error.name : String(error);
    }
    return { origin: window.origin, cookie };
  });
  expect(reach).toEqual({ origin: 'null', cookie: 'SecurityError' });
});

/** Records the page's CSP violations (as the browser reports them) in `window.violations`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(event.effectiveDirective);
    });
  });
}

test('an inline script slipped into a post cannot run', async ({ page }) => {
  await recordViolations(page);
  // As if the post's page arrived with markup injected into it...
  await page.route('**/blog/retention-curve-calculator', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<script>window.injectedFromDocument = true;</script></head>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/blog/retention-curve-calculator');
  const title = 'Interactive: Estimate Your Audience Retention Curve';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  // ...or inserted by a script on the page.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedIntoDom = true;';
    document.getElementById('main-content')?.append(script);
  });

  await expect
    .poll(() => page.evaluate(() => (window as { violations?: string[] }).violations?.length))
    .toBe(2);
  expect(
    await page.evaluate(() => ({
      document: 'injectedFromDocument' in window,
      dom: 'injectedIntoDom' in window,
      violations: (window as { violations?: string[] }).violations,
    })),
  ).toEqual({ document: false, dom: false, violations: ['script-src-elem', 'script-src-elem'] });

  // The post's own interactive block still runs, in its sandboxed document.
  const widget = page.frameLocator(`iframe[title="Interactive block: ${title}"]`);
  await widget.getByLabel('Average view duration (minutes)').fill('5');
  await expect(widget.locator('#result strong')).toHaveText('50%');
});
