import type { AnyActorLogic } from 'xstate';

/**
 * A machine's key on a prerendered page: its id (`createMachine({ id })`). Logic without an id
 * (a bare promise or callback actor) is never prerendered.
 */
export function machineKey(logic: AnyActorLogic): string | undefined {
  const id: unknown = (logic as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * What a machine that can start from prerendered data accepts in its input: `prerendered`, the
 * context the build reached by running the same machine against the configured services.
 */
export interface PrerenderableInput<Context> {
  prerendered?: Context;
}

/**
 * How `useMachine` learns the data a page was prerendered with. The build records which
 * machines a page runs (and with which input), runs them, and renders the page again with each
 * machine's data; the browser hands the same data to the same machines while it hydrates.
 */
export interface PrerenderedMachines {
  /** The data `logic` starts from, if the page was prerendered with it. */
  dataFor(logic: AnyActorLogic, input: unknown): unknown;
}

/** Hands each machine the data the page was made with, until `forget()`. */
export function prerenderedData(data: Readonly<Record<string, unknown>>) {
  let current = data;
  return {
    dataFor: (logic: AnyActorLogic) => {
      const key = machineKey(logic);
      return key === undefined ? undefined : current[key];
    },
    /** After hydration: a later visit to a screen starts it afresh. */
    forget() {
      current = {};
    },
  } satisfies PrerenderedMachines & { forget(): void };
}

/** Remembers the machines (with their input) a render started, for the build to run them. */
export function machineRecorder() {
  const started = new Map<string, { logic: AnyActorLogic; input: unknown }>();
  return {
    dataFor(logic: AnyActorLogic, input: unknown) {
      const key = machineKey(logic);
      if (key !== undefined && !started.has(key)) started.set(key, { logic, input });
      return undefined;
    },
    started: () => [...started],
  } satisfies PrerenderedMachines & { started(): unknown };
}
