import type { ReactNode } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { MachineInspectorContext } from '@/screens/shared/machineContexts';
import { createConsoleTrace } from './consoleTrace';
import { openHostedInspector } from './hostedInspector';

/**
 * One observer for XState's `inspect` option: the console trace, and unless `mode` is `console`
 * the Stately inspector (stately.ai/inspect, in a pop-up) as well.
 */
export function createMachineInspector(mode: string | undefined): Observer<InspectionEvent> {
  const observers = [createConsoleTrace()];
  const hosted = mode === 'console' ? undefined : openHostedInspector();
  if (hosted) observers.push(hosted);
  return { next: (event) => observers.forEach((observer) => observer.next?.(event)) };
}

/**
 * Hands every machine the app's screens run to `createMachineInspector(VITE_INSPECT)`.
 * Development only: `src/app/main.tsx` imports this module dynamically behind
 * `import.meta.env.DEV && VITE_INSPECT`, so no production bundle contains it. Call once per page
 * load.
 */
export function withMachineInspector(app: ReactNode): ReactNode {
  const inspect = createMachineInspector(import.meta.env.VITE_INSPECT);
  return <MachineInspectorContext value={inspect}>{app}</MachineInspectorContext>;
}
