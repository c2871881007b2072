import { describe, expect, it } from 'vitest';
import { planChanged, storyFolderOf } from './changed-plan.mjs';

const storyFiles = [
  'src/components/Foo/Foo.stories.tsx',
  'src/components/Foo/FooList.stories.tsx',
  'src/components/FooBar/FooBar.stories.tsx',
  'src/screens/site/blog/BlogScreen.stories.tsx',
];
const modified = (...files) => files.map((file) => ({ status: 'M', file }));

describe('planChanged', () => {
  it("runs a changed component's unit tests and every story of its folder", () => {
    const plan = planChanged(modified('src/components/Foo/Foo.tsx'), storyFiles);
    expect(plan.unit).toEqual(['src/components/Foo/Foo.tsx']);
    expect(plan.stories).toEqual([
      'src/components/Foo/Foo.stories.tsx',
      'src/components/Foo/FooList.stories.tsx',
    ]);
    expect(plan.lines).toEqual([
      {
        file: 'src/components/Foo/Foo.tsx',
        why: 'unit tests related to it and the stories of src/components/Foo/',
      },
    ]);
  });

  it("runs a changed screen's stories, and a changed story file by its stories only", () => {
    const plan = planChanged(
      modified(
        'src/screens/site/blog/BlogScreen.fixtures.ts',
        'src/components/FooBar/FooBar.stories.tsx',
      ),
      storyFiles,
    );
    expect(plan.unit).toEqual(['src/screens/site/blog/BlogScreen.fixtures.ts']);
    expect(plan.stories).toEqual([
      'src/components/FooBar/FooBar.stories.tsx',
      'src/screens/site/blog/BlogScreen.stories.tsx',
    ]);
  });

  it('selects only related unit tests for a domain, service, sandbox or script file', () => {
    const plan = planChanged(
      modified(
        'src/domain/time/relativeTime.ts',
        'src/services/youtube/client.test.ts',
        'sandbox/youtube/emulator.ts',
        'scripts/changed-plan.mjs',
      ),
      storyFiles,
    );
    expect(plan.unit).toEqual([
      'sandbox/youtube/emulator.ts',
      'scripts/changed-plan.mjs',
      'src/domain/time/relativeTime.ts',
      'src/services/youtube/client.test.ts',
    ]);
    expect(plan.stories).toEqual([]);
  });

  it('counts a changed migration as a change to the sandbox database that reads it', () => {
    const plan = planChanged(modified('supabase/migrations/1_schema.sql'), storyFiles);
    expect(plan.unit).toEqual(['sandbox/supabase/database.ts']);
  });

  it('ignores a deleted file', () => {
    const plan = planChanged(
      [
        { status: 'D', file: 'src/components/Foo/Foo.tsx' },
        { status: 'D', file: 'src/domain/old.ts' },
      ],
      storyFiles,
    );
    expect(plan).toMatchObject({ unit: [], stories: [] });
    expect(plan.lines.map((line) => line.why)).toEqual([
      'deleted, nothing to run',
      'deleted, nothing to run',
    ]);
  });

  it('selects nothing for the README, config, an e2e spec or baselines, and says why', () => {
    const plan = planChanged(
      modified('README.md', 'package.json', 'tests/e2e/blog.spec.ts', 'tests/visual/manifest.json'),
      storyFiles,
    );
    expect(plan).toMatchObject({ unit: [], stories: [] });
    expect(plan.lines[2]?.why).toBe(
      'end-to-end spec, not in the quick loop (npm run build:demo, then npx playwright test tests/e2e/blog.spec.ts)',
    );
    expect(plan.lines[0]?.why).toMatch(/^no unit test or story follows it/);
  });
});

describe('storyFolderOf', () => {
  it('is the component or screen folder a file lies in', () => {
    expect(storyFolderOf('src/components/Foo/Foo.module.css')).toBe('src/components/Foo');
    expect(storyFolderOf('src/components/site/blog/BlogPostCard.tsx')).toBe(
      'src/components/site/blog',
    );
    expect(storyFolderOf('src/screens/tool-kit/useToolRun.ts')).toBe('src/screens/tool-kit');
    expect(storyFolderOf('src/screens/index.ts')).toBeNull();
    expect(storyFolderOf('src/domain/tools/formulas.ts')).toBeNull();
  });
});
