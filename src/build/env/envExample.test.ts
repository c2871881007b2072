import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv, type RawEnv } from '../../app/env/contract';
import { BUILD_KEY_VARIABLE } from '../prerender/buildYouTubeAccess';

/**
 * `.env.example` (docs/deploy.md, "Configuration") lists exactly the variables the code reads,
 * each under one comment line saying what it is, with no value: a variable added to the code and
 * not to the file, or left in the file after the code stopped reading it, fails here.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Entry {
  name: string;
  value: string;
  comments: number;
}

/** The file's assignments, each with the count of comment lines right above it. */
function parseExample(text: string): Entry[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    let comments = 0;
    while (lines[index - comments - 1]?.startsWith('#')) comments += 1;
    return [{ name: match[1] ?? '', value: match[2] ?? '', comments }];
  });
}

/** Every `VITE_` name the site's own code (not its tests) mentions: what Vite may be given. */
function viteNamesInCode(): Set<string> {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => path.join('src', file));
  const names = [...files, 'vite.config.ts'].flatMap(
    (file) => read(file).match(/\bVITE_[A-Z0-9_]+\b/g) ?? [],
  );
  return new Set(names);
}

/** The variables `parseEnv` reads when every service is configured (so every branch runs). */
function contractReads(): Set<string> {
  const names = new Set<string>();
  const env = new Proxy<RawEnv>(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        names.add(name);
        return 'https://service.example/script.js';
      },
    },
  );
  parseEnv(env, 'https://site.example');
  return names;
}

const entries = parseExample(read('.env.example'));
const listed = entries.map(({ name }) => name);

describe('.env.example', () => {
  it('lists exactly the variables the code and the build read', () => {
    const chromatic = read('scripts/chromatic.mjs').match(/(?<=process\.env\.)[A-Z_]+/g) ?? [];
    const expected = new Set([...viteNamesInCode(), BUILD_KEY_VARIABLE, ...chromatic]);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('covers every variable the env contract reads', () => {
    expect(listed).toEqual(expect.arrayContaining([...contractReads()]));
    expect(contractReads()).toContain('VITE_ANALYTICS_SCRIPT_SRI');
  });

  it('names each variable once, under one comment line, with no value', () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const entry of entries) {
      expect(entry, entry.name).toEqual({ name: entry.name, value: '', comments: 1 });
    }
  });
});
