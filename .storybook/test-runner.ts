/**
 * Storybook test-runner hooks: every story is rendered in Debian's Chromium at its viewport,
 * its play function runs, then (a) axe must find no serious or critical violation and (b) a
 * screenshot of what the story draws must match its committed baseline (tests/visual/, see
 * visual/baselines.ts): pixel for pixel in the browser major that drew the baselines, within a
 * measured tolerance in another (visual/compare.ts). Re-record baselines on purpose with
 * `npm run test:visual:update`.
 */
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { appendFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { axeViolations } from './axe.ts';
import { viewportSize } from './viewports.ts';
import { matchBaseline, type VisualSettings } from './visual/baselines.ts';
import { regionOf } from './visual/region.ts';

interface StoryGlobals {
  viewport?: { value?: string };
}

/**
 * `parameters.visual.skip`: the reason a story takes no screenshot, e.g. that it exists for its
 * interaction and ends drawing what another story draws.
 */
interface StoryParameters {
  shell?: boolean;
  visual?: { skip?: string };
}

type StoryContext = Parameters<typeof getStoryContext>[1];

interface PreviewChannel {
  emit(event: string, payload: unknown): void;
}

const visualModes = new Set(['check', 'update', 'measure']);

/**
 * Set by scripts/test-stories.mjs for the whole run; the browser is the one this worker drives,
 * asked once, so the baselines are held pixel for pixel exactly when its major drew them.
 */
let visualSettings: VisualSettings | undefined;

function settingsFor(page: Page): VisualSettings {
  const mode = process.env.VISUAL_MODE ?? 'check';
  const version = page.context().browser()?.version();
  visualSettings ??= {
    mode: visualModes.has(mode) ? (mode as VisualSettings['mode']) : 'check',
    ci: Boolean(process.env.CI),
    compare: process.env.VISUAL_COMPARE !== 'off',
    browser: version ? `Chromium ${version}` : 'an unknown browser',
    reportDir: process.env.VISUAL_REPORT_DIR || undefined,
  };
  return visualSettings;
}

const blockingImpacts = new Set(['serious', 'critical']);

interface StoryFacts {
  viewport: string | undefined;
  parameters: StoryParameters;
}

/**
 * What the hooks read of each story, asked of the page once in preVisit: the prepared story's
 * context is serialised whole on each call. The prepared story carries the story's own `globals`
 * as `storyGlobals` at run time, though the exported type does not declare them.
 */
const storyFacts = new Map<string, StoryFacts>();

async function readStoryFacts(page: Page, context: StoryContext): Promise<StoryFacts> {
  const story = (await getStoryContext(page, context)) as {
    storyGlobals?: StoryGlobals;
    parameters: unknown;
  };
  const facts = {
    viewport: story.storyGlobals?.viewport?.value,
    parameters: story.parameters as StoryParameters,
  };
  storyFacts.set(context.id, facts);
  return facts;
}

/** The screenshot of what the story draws (see visual/region.ts), or null for nothing. */
async function capture(page: Page, shell: boolean): Promise<Buffer | null> {
  const clip = await regionOf(page, shell);
  if (!clip) return null;
  return page.screenshot({
    fullPage: true,
    clip,
    animations: 'disabled',
    caret: 'hide',
    // Third-party embeds (the demo-reel player) cannot load offline; their box is still checked.
    mask: [page.locator('iframe')],
    maskColor: '#2b2d31',
  });
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
    // Every image drawn before the screenshot: a lazy one below the fold would otherwise never
    // load, and an <img> fires 'load' or 'error' (Chromium never fires 'loadend' on images).
    // decode() settles once the picture can be painted, or at once for a broken one.
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.allSettled(images.map((img) => img.decode()));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const violations = await axeViolations(page);
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

/**
 * `STORY_TIMINGS=file.jsonl`: each story's phases in ms (render and play, settle, axe, capture
 * and compare), one JSON line per story, to see where the stories step spends its time.
 */
const timingsFile = process.env.STORY_TIMINGS;
const visitStarts = new Map<string, number>();

function phaseClock(storyId: string) {
  const marks: Record<string, number> = {};
  let last = visitStarts.get(storyId) ?? performance.now();
  return {
    mark(phase: string) {
      const now = performance.now();
      marks[phase] = Math.round(now - last);
      last = now;
    },
    write() {
      if (!timingsFile) return;
      const start = Math.round(performance.timeOrigin + (visitStarts.get(storyId) ?? 0));
      const line = { id: storyId, worker: process.pid, start, ...marks };
      appendFileSync(timingsFile, `${JSON.stringify(line)}\n`);
    },
  };
}

const config: TestRunnerConfig = {
  /**
   * The test-runner's own preparation (open iframe.html), then addon-a11y's automatic axe run
   * after each render switched off for this page: postVisit runs axe itself, and the addon's
   * second run (its report goes to the panel, which no one reads here) cost ~0.7 s a story.
   * The published Storybook keeps running it for designers.
   */
  async prepare({ page }) {
    if (timingsFile) {
      appendFileSync(
        timingsFile,
        `${JSON.stringify({ prepare: process.pid, start: Date.now() })}\n`,
      );
    }
    const iframeURL = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframeURL, { waitUntil: 'load' });
    await page.evaluate(() => {
      const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: PreviewChannel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) throw new Error('iframe.html has no Storybook channel');
      channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
    if (timingsFile) {
      appendFileSync(
        timingsFile,
        `${JSON.stringify({ prepared: process.pid, start: Date.now() })}\n`,
      );
    }
  },

  async preVisit(page, context) {
    visitStarts.set(context.id, performance.now());
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
    const { viewport } = await readStoryFacts(page, context);
    await page.setViewportSize(viewportSize(viewport));
  },

  async postVisit(page, context) {
    const clock = phaseClock(context.id);
    clock.mark('render');
    await settle(page);
    clock.mark('settle');
    await expectNoSeriousA11yViolations(page);
    clock.mark('axe');
    const { parameters } = storyFacts.get(context.id) ?? (await readStoryFacts(page, context));
    if (!parameters.visual?.skip) {
      await matchBaseline(
        context.id,
        await capture(page, Boolean(parameters.shell)),
        settingsFor(page),
      );
    }
    clock.mark('visual');
    clock.write();
  },
};

export default config;
