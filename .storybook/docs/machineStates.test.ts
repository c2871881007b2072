// @vitest-environment jsdom
/**
 * Every screen's Docs page lists all the states of its machine, each with a story that exists:
 * a new state without a story, or a story renamed away from its state, fails here.
 */
import type { Meta } from '@storybook/react-vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { elsewhere, leafStatePaths, machineOf, storyList } from './machineStates';

type StoriesModule = { default: Meta } & Record<string, unknown>;

const screenFiles = import.meta.glob<StoriesModule>('/src/screens/**/*.stories.tsx');
const storyFiles = import.meta.glob<StoriesModule>('/src/**/*.stories.tsx');

const exportsOf = (module: StoriesModule) =>
  Object.keys(module).filter((name) => name !== 'default');

let screens: { file: string; module: StoriesModule }[] = [];
let allStories = new Set<string>();

// Only the stories' metas are read here, and Storybook's own `expect` would take Vitest's place
// (its assertions would go uncounted): its test helpers are stand-ins that do nothing.
vi.mock('storybook/test', () => {
  const nothing = () => undefined;
  return {
    expect: nothing,
    within: nothing,
    userEvent: {},
    fn: () => vi.fn(),
    waitFor: nothing,
    spyOn: nothing,
    configure: nothing,
  };
});

beforeAll(async () => {
  vi.resetModules();
  const load = async (files: typeof storyFiles) =>
    Promise.all(
      Object.entries(files).map(async ([file, read]) => ({ file, module: await read() })),
    );
  screens = await load(screenFiles);
  allStories = new Set(
    (await load(storyFiles)).flatMap(({ module }) =>
      exportsOf(module).map((name) => `${module.default.title ?? ''}#${name}`),
    ),
  );
}, 120_000);

describe('machine states on the screens’ Docs pages', () => {
  it('every screen that runs a machine names a story for each of its states', () => {
    const withMachine = screens.flatMap(({ file, module }) => {
      const machine = machineOf(module.default);
      return machine ? [{ file, module, machine }] : [];
    });
    expect(withMachine.length).toBeGreaterThanOrEqual(20);
    const problems = withMachine.flatMap(({ file, module, machine }) => {
      const listed = (module.default.parameters?.machineStates ?? {}) as Record<
        string,
        string | string[]
      >;
      const states = leafStatePaths(machine);
      return [
        ...states
          .filter((state) => !listed[state])
          .map((state) => `${file}: no story for '${state}'`),
        ...Object.keys(listed)
          .filter((state) => !states.includes(state))
          .map((state) => `${file}: '${state}' is not a state of ${machine.id}`),
        ...Object.values(listed)
          .flatMap(storyList)
          .filter((reference) =>
            elsewhere(reference) ? !allStories.has(reference) : !(reference in module),
          )
          .map((reference) => `${file}: no story '${reference}'`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
