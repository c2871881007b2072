import { useMachine as useXStateMachine } from '@xstate/react';
import { createContext, use } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { PrerenderedMachines } from './prerenderedMachines';

/** What XState sends every actor's events and snapshots to (`createActor(logic, { inspect })`). */
export type MachineInspector = Observer<InspectionEvent>;

/**
 * The page's machine inspector: the Stately inspector when a developer runs
 * `npm run dev:inspect` (`src/app/devtools/machineInspector.tsx` provides it around the app),
 * otherwise none.
 */
export const MachineInspectorContext = createContext<MachineInspector | undefined>(undefined);

/**
 * The machines' states a prerendered page was made with (src/screens/prerenderedMachines.ts):
 * provided by the build while it renders a page, and by the browser while it hydrates one.
 */
export const PrerenderedMachinesContext = createContext<PrerenderedMachines | undefined>(undefined);

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
