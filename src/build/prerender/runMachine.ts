import { isDeepStrictEqual } from 'node:util';
import { createActor, waitFor, type AnyActorLogic, type AnyMachineSnapshot } from 'xstate';

export type MachineData =
  | { outcome: 'data'; context: unknown }
  | { outcome: 'none' }
  | { outcome: 'failed'; reason: string };

/**
 * Runs a machine as a visitor's page would, against the configured services, until it has its
 * data (it leaves its `loading`-tagged states). A machine that does not start by loading has
 * nothing to prerender; one that ends in an error, times out or holds data JSON cannot carry is
 * reported, and its page is prerendered in its loading state instead.
 */
export async function runMachineForData(
  logic: AnyActorLogic,
  input: unknown,
  timeoutMs: number,
): Promise<MachineData> {
  const actor = createActor(logic, { input });
  actor.start();
  try {
    const loading = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('loading');
    if (!loading(actor.getSnapshot() as AnyMachineSnapshot)) return { outcome: 'none' };
    const settled = (await waitFor(actor, (snapshot) => !loading(snapshot as AnyMachineSnapshot), {
      timeout: timeoutMs,
    })) as AnyMachineSnapshot;
    if (settled.status !== 'active' || settled.hasTag('error')) {
      return { outcome: 'failed', reason: `ended in ${JSON.stringify(settled.value)}` };
    }
    const context: unknown = settled.context;
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(context)), context)) {
      return { outcome: 'failed', reason: 'its context does not survive JSON' };
    }
    return { outcome: 'data', context };
  } catch (error) {
    return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    actor.stop();
  }
}
