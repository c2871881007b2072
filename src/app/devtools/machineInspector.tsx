import { createBrowserInspector } from '@statelyai/inspect';
import type { ReactNode } from 'react';
import { MachineInspectorContext } from '@/screens/machineContexts';

/**
 * Opens the Stately inspector (stately.ai/inspect, in a new tab) and hands its observer to every
 * machine the app's screens run. Development only: `src/app/main.tsx` imports this module
 * dynamically behind `import.meta.env.DEV && VITE_INSPECT`, so no production bundle contains it.
 * Call once per page load.
 */
export function withMachineInspector(app: ReactNode): ReactNode {
  // Events wait until the inspector tab connects; a page starts several machines at once.
  const { inspect } = createBrowserInspector({ maxDeferredEvents: 1000 });
  return <MachineInspectorContext value={inspect}>{app}</MachineInspectorContext>;
}
