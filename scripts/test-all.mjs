#!/usr/bin/env node
/**
 * `npm test`: the one gate. Runs every check and stops after the first stage with a failure:
 *
 *   1. unit and machine tests → typecheck → format beside lint → production build → Storybook
 *      build (each lane about one core, and about two and a half minutes on a fresh clone);
 *   2. Storybook's stories on that build (play, axe, visual) → the published Storybook as a
 *      static host serves it (its headers, every Docs page) beside end to end in Chromium on the
 *      production build → every route on the dev server.
 *
 * Side by side because no lane fills the machine's two cores alone: one Vitest worker and the
 * single-threaded checks take a core each, and the end-to-end tests spend much of their time
 * waiting on the page, the sandbox and the clock. Each browser run keeps its own server on its
 * own free port with its own data (tests/playwrightRun.ts, scripts/test-stories.mjs). A lane's
 * output is printed whole as each of its steps ends.
 *
 * `node scripts/test-all.mjs unit lint` runs the named steps only (the stories step builds
 * Storybook itself when the storybook step is not among them).
 */
import { npx, runStages } from './run.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const only = process.argv.slice(2);
const wanted = ([name]) => only.length === 0 || only.includes(name);
const storybookBuilt = wanted(['storybook']);

const stages = [
  {
    lanes: [
      [
        ['unit', npx, ['vitest', 'run']],
        ['typecheck', npx, ['tsc', '--noEmit', '-p', '.']],
        ['format', npx, ['prettier', '--check', '--log-level=warn', '.']],
      ],
      [
        ['lint', npx, ['eslint', '--max-warnings=0', '.']],
        ['build', npx, ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn']],
        ['storybook', npx, ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
      ],
    ],
  },
  {
    lanes: [
      [
        [
          'stories',
          process.execPath,
          ['scripts/test-stories.mjs', ...(storybookBuilt ? ['--no-build'] : [])],
        ],
        [
          'storybook-host',
          npx,
          ['playwright', 'test', '--config', 'playwright.storybook.config.ts'],
        ],
      ],
      [
        ['e2e', npx, ['playwright', 'test']],
        ['dev', npx, ['playwright', 'test', '--config', 'playwright.dev.config.ts']],
      ],
    ],
  },
];

const selected = stages
  .map((stage) => {
    if (Array.isArray(stage)) return wanted(stage) ? stage : null;
    const lanes = stage.lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length);
    if (lanes.length === 0) return null;
    // One lane left runs its steps one by one, with their output live.
    return lanes.length === 1 ? lanes[0] : { lanes };
  })
  .filter((stage) => stage !== null)
  .flatMap((stage) => (Array.isArray(stage) && Array.isArray(stage[0]) ? stage : [stage]));
process.exit(await runStages(selected));
