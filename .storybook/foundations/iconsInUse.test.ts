import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as iconsInUse from './iconsInUse';

/** The names imported from '@tabler/icons-react' by the site's source files. */
function importedIcons(): string[] {
  const names = new Set<string>();
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /(?<!\.test|\.stories)\.tsx?$/.test(name))) {
    const text = readFileSync(path.join('src', file), 'utf8');
    for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g)) {
      for (const name of (list ?? '')
        .split(',')
        .map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (/^Icon\w+$/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

describe('the Icons page', () => {
  it('shows exactly the icons the site imports', () => {
    expect(Object.keys(iconsInUse).sort()).toEqual(importedIcons());
  });
});
