/**
 * Every component's and screen's Docs page says what it is for and what each prop means: the
 * page reads them from JSDoc (react-docgen, as Storybook does), so a component or prop without a
 * comment would show an empty description.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtinResolvers, parse } from 'react-docgen';
import { describe, expect, it } from 'vitest';

const sourceFiles = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !/\.(stories|test)\.tsx$/.test(file))
    .map((file) => path.join(root, file));

const files = [...sourceFiles('src/components'), ...sourceFiles('src/screens')];
const resolver = new builtinResolvers.FindExportedDefinitionsResolver();

function undocumented(file: string): string[] {
  const docs = parse(readFileSync(file, 'utf8'), { filename: file, resolver });
  return docs.flatMap((doc) => {
    const name = doc.displayName ?? '(unnamed)';
    return [
      ...(doc.description?.trim() ? [] : [`${file}: ${name} has no description`]),
      ...Object.entries(doc.props ?? {})
        .filter(([, prop]) => !prop.description?.trim())
        .map(([prop]) => `${file}: ${name}'s prop '${prop}' has no description`),
    ];
  });
}

describe('Docs pages', () => {
  it('describe every component and each of its props', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(undocumented)).toEqual([]);
  });
});
