import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { createConsoleTrace, type TraceConsole } from './consoleTrace';

/** A console that writes each group as its label followed by its indented lines. */
function recordingConsole() {
  const lines: string[] = [];
  let depth = 0;
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const out: TraceConsole = {
    groupCollapsed: (label: unknown) => {
      lines.push(`${'  '.repeat(depth)}${show(label)}`);
      depth += 1;
    },
    groupEnd: () => {
      depth -= 1;
    },
    log: (...values: unknown[]) => {
      lines.push(`${'  '.repeat(depth)}${values.map(show).join(' ')}`);
    },
  };
  return { out, lines };
}

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  context: { presses: 0 },
  states: {
    off: {
      on: {
        PRESS: { target: 'on', actions: assign({ presses: ({ context }) => context.presses + 1 }) },
      },
    },
    on: { on: { PRESS: 'off' } },
  },
});

describe('console trace of a machine', () => {
  it('writes one collapsed group per transition: the actor, the event, previous → next', () => {
    const { out, lines } = recordingConsole();
    const actor = createActor(toggle, { inspect: createConsoleTrace(out) }).start();
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'PRESS' });

    const id = actor.sessionId;
    expect(lines).toEqual([
      `toggle (${id}) · xstate.init · (start) → off`,
      '  event {"type":"xstate.init"}',
      '  context {"presses":0}',
      `toggle (${id}) · PRESS · off → on`,
      '  event {"type":"PRESS"}',
      '  context.presses 0 → 1',
      `toggle (${id}) · PRESS · on → off`,
      '  event {"type":"PRESS"}',
    ]);
  });

  it("names an invoked actor (by its name in setup) under its parent, with who sent the event and the child's output", async () => {
    const loader = setup({
      actors: { load: fromAbortablePromise(() => Promise.resolve(['a', 'b'])) },
    }).createMachine({
      id: 'projects',
      initial: 'loading',
      context: { items: [] as string[] },
      states: {
        loading: {
          invoke: {
            src: 'load',
            onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
          },
        },
        ready: { type: 'final' },
      },
    });
    const { out, lines } = recordingConsole();
    const actor = createActor(loader, { inspect: createConsoleTrace(out) }).start();
    await new Promise<void>((resolve) => actor.subscribe({ complete: resolve }));

    // XState reports the parent's transition on the child's done event before the child's own.
    const labels = lines.filter((line) => !line.startsWith(' '));
    expect(labels).toHaveLength(4);
    expect(labels).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^projects\.load \(x:\d+\) · xstate\.init · \(start\) → active$/),
        expect.stringMatching(/^projects \(x:\d+\) · xstate\.init · \(start\) → loading$/),
        expect.stringMatching(
          /^projects\.load \(x:\d+\) · xstate\.promise\.resolve · active → done$/,
        ),
        expect.stringMatching(
          /^projects \(x:\d+\) · xstate\.done\.actor\.0\.projects\.loading · loading → ready \[done\]$/,
        ),
      ]),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}sent by projects\.load \(x:\d+\)$/));
    expect(lines).toContain('  output ["a","b"]');
    expect(lines).toContain('  context.items [] → ["a","b"]');
  });

  it('shows a parallel state value as its regions', () => {
    const { out, lines } = recordingConsole();
    const machine = createMachine({
      id: 'editor',
      type: 'parallel',
      states: {
        text: { initial: 'clean', states: { clean: { on: { TYPE: 'dirty' } }, dirty: {} } },
        panel: { initial: 'closed', states: { closed: {} } },
      },
    });
    createActor(machine, { inspect: createConsoleTrace(out) })
      .start()
      .send({ type: 'TYPE' });
    expect(lines.at(-2)).toMatch(
      / · TYPE · \{text\.clean, panel\.closed\} → \{text\.dirty, panel\.closed\}$/,
    );
  });
});
