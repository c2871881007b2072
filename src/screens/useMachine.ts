import { useMachine as useXStateMachine } from '@xstate/react';
import { createContext, use } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

/** What XState sends every actor's events and snapshots to (`createActor(logic, { inspect })`). */
export type MachineInspector = Observer<InspectionEvent>;

/**
 * The page's machine inspector: the Stately inspector when a developer runs
 * `npm run dev:inspect` (`src/app/devtools/machineInspector.tsx` provides it around the app),
 * otherwise none.
 */
export const MachineInspectorContext = createContext<MachineInspector | undefined>(undefined);

/**
 * `useMachine` of @xstate/react, with the page's inspector (if any) watching the actor. Screens
 * and their hooks use this one (lint says so), so every machine a page runs can be stepped
 * through; without an inspector it is exactly @xstate/react's.
 */
export const useMachine: typeof useXStateMachine = (machine, ...[options]) => {
  const inspect = use(MachineInspectorContext);
  return useXStateMachine(machine, { ...options, inspect: options?.inspect ?? inspect });
};
