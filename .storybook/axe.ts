/**
 * axe-core for the stories step, loaded once per page. `AxeBuilder.analyze()` injects axe's
 * half-megabyte source into every frame on every call and then opens a blank page to merge the
 * frames' results: about 1.1–2.4 s a story here, against 0.2–0.4 s for the same `axe.run` on a
 * page that already has axe (measured on site-home-homescreen--desktop, 2026-11-25). The page lives
 * across the stories of a file, so axe is injected into it once; frames (a story's embeds) are
 * new with each story and get it as they appear. Same rules and context as before.
 */
import axe from 'axe-core';
import type { Frame, Page } from 'playwright';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const INJECT_TIMEOUT_MS = 1_000;

/** Injects axe into `frame` unless it has it; a frame that cannot take it (an error page) is left out. */
async function ensureAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof window.axe === 'object')) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('axe injection timed out')), INJECT_TIMEOUT_MS);
    });
    await Promise.race([frame.evaluate(axe.source), timeout]).finally(() => clearTimeout(timer));
    // Frames of other origins (sandboxed HTML blocks) answer the top frame's axe too.
    await frame.evaluate(() => window.axe?.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  } catch {
    // axe reports a frame it could not reach as 'incomplete', as AxeBuilder does.
  }
}

/** The violations axe finds in the story (Storybook's docs container left out). */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  for (const frame of page.frames()) await ensureAxe(frame);
  return page.evaluate(async () => {
    const runner = window.axe;
    if (!runner) throw new Error('axe-core is not on the page');
    const results = await runner.run(
      { exclude: [['#storybook-docs']] },
      { resultTypes: ['violations'] },
    );
    return results.violations;
  });
}
