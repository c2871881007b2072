import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BuildStop } from './buildStop';

describe('BuildStop', () => {
  it('prints as its message alone, without a stack, as Vite prints a build error', () => {
    const stop = new BuildStop('Not a deployable build: VITE_SITE_URL is not set.');
    // What a Rolldown plugin hook adds to an error it passes on.
    Object.assign(stop, { code: 'PLUGIN_ERROR', plugin: 'prerender:pages', hook: 'closeBundle' });
    expect(inspect(stop)).toBe('Not a deployable build: VITE_SITE_URL is not set.');
    expect(stop).toBeInstanceOf(Error);
  });
});
