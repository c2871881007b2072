/**
 * Storybook test-runner hooks: every story is rendered in Debian's Chromium at its viewport,
 * its play function runs, then (a) axe must find no serious or critical violation and (b) a
 * full-page screenshot must match the committed baseline in tests/visual/stories/.
 * Re-record baselines on purpose with `npm run test:visual:update`.
 */
import AxeBuilder from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import path from 'node:path';
import { viewportSize } from './viewports.ts';

const baselineDir = path.resolve(process.cwd(), 'tests/visual/stories');
interface StoryGlobals {
  viewport?: { value?: string };
}

const blockingImpacts = new Set(['serious', 'critical']);

async function viewportOf(page: Page, context: Parameters<typeof getStoryContext>[1]) {
  // The prepared story carries the story's own `globals` as `storyGlobals` at run time, though
  // the exported type does not declare them.
  const story = (await getStoryContext(page, context)) as { storyGlobals?: StoryGlobals };
  return story.storyGlobals?.viewport?.value;
}

/**
 * Freezes what would differ between two runs: transitions and animations are turned off, the
 * pointer leaves the story (no half-finished hover), fonts and images are loaded.
 */
async function settle(page: Page) {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }',
  });
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) => new Promise((done) => img.addEventListener('loadend', done, { once: true })),
      ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('#storybook-docs').analyze();
  const blocking = violations.filter((v) => v.impact && blockingImpacts.has(v.impact));
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => {
      const targets = v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `[${v.impact}] ${v.id}: ${v.help}\n${targets}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations (serious or critical):\n${report}`);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
    await page.setViewportSize(viewportSize(await viewportOf(page, context)));
  },

  async postVisit(page, context) {
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    const image = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      // Third-party embeds (the demo-reel player) cannot load offline; their box is still checked.
      mask: [page.locator('iframe')],
      maskColor: '#2b2d31',
    });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselineDir,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.resolve(process.cwd(), 'tests/visual/__diff_output__'),
      // Strict on purpose: one changed pixel fails the story.
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      customDiffConfig: { threshold: 0, includeAA: true },
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
