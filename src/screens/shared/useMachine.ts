import { useMachine as useXStateMachine } from '@xstate/react';
import { use } from 'react';
import { MachineInspectorContext, PrerenderedMachinesContext } from './machineContexts';

/**
 * `useMachine` of @xstate/react, with the page's inspector (if any) watching the actor, and
 * starting from the data the page was prerendered with (if any). Screens and their hooks use this
 * one (lint says so), so every machine a page runs can be stepped through and prerendered;
 * without either it is exactly @xstate/react's.
 */
export const useMachine: typeof useXStateMachine = (machine, ...[options]) => {
  const inspect = use(MachineInspectorContext);
  const prerendered = use(PrerenderedMachinesContext);
  const data = prerendered?.dataFor(machine, options?.input);
  const input = data === undefined ? options?.input : { ...options?.input, prerendered: data };
  return useXStateMachine(machine, {
    ...options,
    inspect: options?.inspect ?? inspect,
    input,
  } as NonNullable<typeof options>);
};
