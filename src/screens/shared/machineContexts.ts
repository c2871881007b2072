import { createContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import type { PrerenderedMachines } from './prerenderedMachines';

// Apart from useMachine.ts so the app's entry can provide them without XState's runtime, which
// only the screens that run a machine download.

/** What XState sends every actor's events and snapshots to (`createActor(logic, { inspect })`). */
export type MachineInspector = Observer<InspectionEvent>;

/**
 * The page's machine inspector: the Stately inspector when a developer runs
 * `npm run dev:inspect` (`src/app/devtools/machineInspector.tsx` provides it around the app),
 * otherwise none.
 */
export const MachineInspectorContext = createContext<MachineInspector | undefined>(undefined);

/**
 * The machines' data a prerendered page was made with (src/screens/shared/prerenderedMachines.ts):
 * provided by the build while it renders a page, and by the browser while it hydrates one.
 */
export const PrerenderedMachinesContext = createContext<PrerenderedMachines | undefined>(undefined);
