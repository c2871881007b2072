import { request, type FullConfig } from '@playwright/test';
import { rm } from 'node:fs/promises';

/**
 * Starts the site's sandbox services before the first test. Each starts on its first request:
 * the Supabase stand-in then creates the run's database (migrations and seed, up to tens of
 * seconds on a busy machine), the YouTube and storefront emulators generate their data. Done
 * here once, no test pays for it within its own deadlines, whichever test happens to run first.
 * The teardown it returns removes the run's temporary sandbox folder (playwright.config.ts).
 */
export default async function startSandboxServices(
  config: FullConfig,
): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL, timeout: 180_000 });
  try {
    const answers = await Promise.all([
      api.get('/sandbox/supabase/rest/v1/blog_posts?select=id&limit=1', {
        headers: { apikey: 'sandbox-anon-key', Authorization: 'Bearer sandbox-anon-key' },
      }),
      api.get('/sandbox/youtube/v3/videos?part=id&id=JVreel2025a&key=sandbox-key'),
      api.get('/sandbox/storefront/v1/collections?storefront_token=ptkn_sandbox'),
    ]);
    for (const answer of answers) {
      if (!answer.ok()) {
        throw new Error(`sandbox service did not start: ${answer.url()} ${answer.status()}`);
      }
    }
  } finally {
    await api.dispose();
  }
  return async () => {
    const dataDir = process.env.SANDBOX_DATA_DIR;
    if (dataDir && process.env.E2E_REMOVE_SANDBOX_DATA_DIR === '1') {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}
