/**
 * A screen's Docs page lists the states of the machine behind it with the story that shows each.
 * The screen's meta names them in `parameters.machineStates`: every leaf state of the machine,
 * by its path, and the stories that show it: export names of the same file, or 'Title#Export' for
 * a story elsewhere ('Tools/tool-kit/ToolRunPanel#FailedWithRetry', a state the tool kit shows
 * once for every tool). machineStates.test.ts keeps every screen's list complete.
 */
import type { AnyStateMachine } from 'xstate';

export type MachineStatesParameter = Record<string, string | readonly string[]>;

interface StateNodeLike {
  type: string;
  states: Record<string, StateNodeLike>;
}

/** 'loaded.empty' for every atomic or final state of `machine`, in the order it declares them. */
export function leafStatePaths(machine: AnyStateMachine): string[] {
  const walk = (node: StateNodeLike, path: string[]): string[] =>
    Object.entries(node.states).flatMap(([key, child]) => {
      if (child.type === 'history') return [];
      const childPath = [...path, key];
      return Object.keys(child.states).length === 0
        ? [childPath.join('.')]
        : walk(child, childPath);
    });
  return walk(machine.root, []);
}

/** A story of another file, 'Title#Export': its title and export name; null for one of this file. */
export function elsewhere(reference: string): { title: string; story: string } | null {
  const [title, story] = reference.split('#');
  return story && title ? { title, story } : null;
}

export const storyList = (value: string | readonly string[]): readonly string[] =>
  typeof value === 'string' ? [value] : value;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value;

/**
 * The machine behind a screen: the one its meta's args give it (`logic`), or, for a screen that
 * makes its own (it has no services to inject), the one its meta names in `parameters.machine`.
 */
export function machineOf(meta: {
  args?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}): AnyStateMachine | null {
  const candidate = meta.args?.logic ?? meta.parameters?.machine;
  return isMachine(candidate) ? candidate : null;
}
