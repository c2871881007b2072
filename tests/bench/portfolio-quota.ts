/**
 * Portfolio quota bench: the YouTube quota units a first and a repeat visit to `/portfolio`
 * spend (hardening goal: at most 3, then 0). It serves an existing build with `vite preview` on a
 * throw-away sandbox and, in Debian's Chromium, counts the Data API requests the page sends
 * (`/sandbox/youtube/v3/<resource>`) at the API's price per resource, until the grid and the
 * latest upload are on screen; then it reloads the page in the same browser profile.
 *
 *   npx tsx tests/bench/portfolio-quota.ts [--dist dist]
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium.mjs';
import { QUOTA_COSTS, type Resource } from '../../src/services/youtube/quota.ts';
import { startPreview } from './preview.mjs';

const at = process.argv.indexOf('--dist');
const outDir = at === -1 ? 'dist' : (process.argv[at + 1] ?? 'dist');

/** Loads the page (or reloads it) and returns the Data API resources it asked for. */
async function visit(page: Page, go: () => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const listen = (request: { url(): string }) => {
    const match = /\/sandbox\/youtube\/v3\/(\w+)/.exec(new URL(request.url()).pathname);
    if (match?.[1]) asked.push(match[1]);
  };
  page.on('request', listen);
  await go();
  const main = page.getByRole('main');
  await main
    .getByRole('region', { name: 'Latest upload' })
    .getByRole('heading', { level: 3 })
    .waitFor();
  await main
    .getByRole('list', { name: 'Portfolio videos' })
    .locator('article img')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', listen);
  return asked;
}

function report(label: string, asked: readonly string[]) {
  const units = asked.reduce((sum, resource) => sum + QUOTA_COSTS[resource as Resource], 0);
  const calls = asked.length ? asked.join(', ') : 'none';
  console.log(
    `  ${label.padEnd(13)} ${String(units).padStart(3)} units  (${asked.length} requests: ${calls})`,
  );
}

const server = await startPreview({ outDir });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const page = await browser.newPage();
  console.log('\nYouTube quota of /portfolio (goal: first visit ≤ 3 units, repeat visit 0)');
  report('first visit', await visit(page, () => page.goto(`${server.url}/portfolio`)));
  report('repeat visit', await visit(page, () => page.reload()));
} finally {
  await browser.close();
  await server.stop();
}
