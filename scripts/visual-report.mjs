/**
 * What the stories step says of its screenshots: the verdict each test-runner worker wrote per
 * story (.storybook/visual/baselines.ts), summed up for the step's summary, and for
 * `--measure-drift` the distribution of another browser's differences (scripts/test-stories.mjs).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Each story's verdict, as .storybook/visual/baselines.ts wrote it. */
export function readReports(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'report.json')
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

/** The step's visual summary: how the screenshots were compared, and what came of it. */
export function summarise(reports, { browser, recordedWith }) {
  const count = (verdict) => reports.filter((r) => r.verdict === verdict).length;
  const drawnBy = [...new Set(reports.map((r) => r.browser))];
  if (drawnBy.some((name) => name !== browser)) {
    console.log(
      `⚠ The screenshots were drawn by ${drawnBy.join(' and ')}, not ${browser} as \`chromium --version\` says.`,
    );
  }
  const outcome =
    `${count('identical')} identical` +
    (count('tolerated') ? `, ${count('tolerated')} passed only within the tolerance` : '') +
    (count('failed') ? `, ${count('failed')} failed` : '') +
    (count('recorded') ? `, ${count('recorded')} recorded (new)` : '');
  if (reports.length === 0) {
    console.log('⚠ visual: no screenshot was compared in this run.');
  } else if (reports.every((r) => r.tolerance === 'exact')) {
    console.log(`visual: ${reports.length} screenshot(s) compared pixel for pixel: ${outcome}.`);
  } else {
    console.log(
      `⚠ visual: baselines drawn by ${recordedWith || 'an unknown browser'}, screenshots by ` +
        `${drawnBy.join(' and ')} (another major version): ${reports.length} compared within the ` +
        `cross-browser tolerance, not pixel for pixel: ${outcome}. Re-record the baselines with ` +
        '`npm run test:visual:update` and review the images.',
    );
  }
}

/** `--measure-drift`: the per-story numbers in report.json and their distribution. */
export function writeDriftReport(reports, { reportDir, browser, recordedWith }) {
  const compared = reports.filter((r) => r.verdict !== 'recorded');
  const stories = compared
    .map((r) => ({ changed: 0, diff: 0, diffWithAA: 0, strong: 0, ...r }))
    .map((r) => {
      const [w, h] = (r.baselineSize ?? '').split('x').map(Number);
      const story = { ...r, pixels: w && h ? w * h : undefined };
      delete story.browser;
      delete story.baselineBrowser;
      delete story.tolerance;
      return story;
    })
    .sort((a, b) => b.diff - a.diff || b.changed - a.changed || a.id.localeCompare(b.id));
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
      : 0;
  };
  const percent = (r, key) => (r.pixels ? (100 * r[key]) / r.pixels : 0);
  const distribution = (values) => ({
    max: Math.max(0, ...values),
    p95: percentile(values, 0.95),
    median: percentile(values, 0.5),
  });
  const differing = stories.filter((r) => r.changed > 0);
  const measures = {
    changed: 'pixels changed at all',
    diffWithAA: 'pixelmatch, anti-aliasing counted',
    diff: 'pixelmatch, anti-aliasing ignored',
    strong: 'strongly differing, anti-aliasing counted',
  };
  /** max, p95 and median of each measure, in pixels and in % of the image. */
  const distributions = (of) =>
    Object.fromEntries(
      Object.keys(measures).map((key) => [
        key,
        {
          pixels: distribution(of.map((r) => r[key])),
          percent: distribution(of.map((r) => percent(r, key))),
        },
      ]),
    );
  const summary = {
    baselineBrowser: recordedWith,
    browser,
    stories: stories.length,
    differing: differing.length,
    differingAACounted: stories.filter((r) => r.diffWithAA > 0).length,
    differingAAIgnored: stories.filter((r) => r.diff > 0).length,
    sizeChanged: stories.filter((r) => r.size && r.baselineSize && r.size !== r.baselineSize)
      .length,
    withinTolerance: stories.filter((r) => r.verdict !== 'failed').length,
    allStories: distributions(stories),
    differingStories: distributions(differing),
  };
  writeFileSync(
    path.join(reportDir, 'report.json'),
    `${JSON.stringify({ ...summary, perStory: stories }, null, 2)}\n`,
  );
  const line = ({ max, p95, median }, digits = 0) =>
    `max ${max.toFixed(digits)}, p95 ${p95.toFixed(digits)}, median ${median.toFixed(digits)}`;
  const lines = (of) =>
    Object.entries(measures).map(
      ([key, name]) =>
        `    ${`${name}:`.padEnd(44)}${line(of[key].pixels)} (% of image: ${line(of[key].percent, 3)})`,
    );
  console.log(
    [
      `Drift of ${browser} from baselines drawn by ${recordedWith}, ${summary.stories} stories compared:`,
      `  ${summary.differing} differ (size changed: ${summary.sizeChanged}); per pixelmatch, ` +
        `${summary.differingAACounted} with anti-aliasing counted, ${summary.differingAAIgnored} ` +
        'with it ignored',
      `  within the cross-browser tolerance: ${summary.withinTolerance} of ${summary.stories}`,
      '  over all stories compared:',
      ...lines(summary.allStories),
      `  over the ${summary.differing} that differ:`,
      ...lines(summary.differingStories),
      `  per story: ${path.join(reportDir, 'report.json')}; images: ${path.join(reportDir, 'images')}`,
    ].join('\n'),
  );
}
