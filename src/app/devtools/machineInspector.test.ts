// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createMachineInspector } from './machineInspector';

const light = createMachine({
  id: 'light',
  initial: 'green',
  states: { green: { on: { NEXT: 'red' } }, red: {} },
});

describe('the machine inspector of npm run dev:inspect', () => {
  it('traces in the console and opens the Stately inspector', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});

    const actor = createActor(light, { inspect: createMachineInspector('1') }).start();
    actor.send({ type: 'NEXT' });

    expect(open).toHaveBeenCalledOnce();
    expect(group).toHaveBeenLastCalledWith(`light (${actor.sessionId}) · NEXT · green → red`);
  });

  it('only traces with VITE_INSPECT=console', () => {
    const open = vi.spyOn(window, 'open');
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});

    createActor(light, { inspect: createMachineInspector('console') }).start();

    expect(open).not.toHaveBeenCalled();
    expect(group).toHaveBeenCalledOnce();
  });
});
