#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for hosted visual review. Needs CHROMATIC_PROJECT_TOKEN
 * (never committed) and network access to Chromatic; without a token it says so and stops.
 */
import { npx, run } from './run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: not published, because CHROMATIC_PROJECT_TOKEN is not set. ' +
      'Set it to your Chromatic project token to publish this Storybook for visual review.',
  );
  process.exit(0);
}

const built = await run(npx, ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
if (built !== 0) process.exit(built);
// Visual changes are for review in Chromatic's UI, so they do not fail this command.
process.exit(
  await run(npx, [
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ]),
);
