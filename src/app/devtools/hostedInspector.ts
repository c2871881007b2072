import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

export const HOSTED_INSPECTOR_URL = 'https://stately.ai/inspect';

/** How long the inspector's tab may take to load before the console says it did not. */
export const CONNECT_TIMEOUT_MS = 10_000;

const SEE_TRACE =
  'Every machine\'s transitions are traced in this console instead (docs/development.md, "Step through a machine").';

interface HostedInspectorOptions {
  window?: Window;
  console?: Pick<Console, 'warn' | 'info'>;
  connectTimeoutMs?: number;
}

/**
 * Opens the Stately inspector (stately.ai/inspect) in a pop-up and returns its observer, or
 * nothing when the browser blocked the pop-up. It can fail without a sound: a blocked pop-up, or
 * a tab that never loads (offline, DNS), so each case is said in the console.
 */
export function openHostedInspector({
  window: win = window,
  console: out = console,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
}: HostedInspectorOptions = {}): Observer<InspectionEvent> | undefined {
  let connected = false;
  // The inspector's page says it has loaded with this message, the same one the adapter awaits.
  win.addEventListener('message', (message: MessageEvent<unknown>) => {
    const data = message.data as { type?: unknown } | null;
    if (data?.type !== '@statelyai.connected') return;
    connected = true;
    out.info('Stately inspector connected: its tab shows every machine of this page.');
  });

  // Events wait until the inspector tab connects; a page starts several machines at once.
  const inspector = createBrowserInspector({ window: win, maxDeferredEvents: 1000 });
  if (!inspector.adapter.targetWindow) {
    out.warn(
      `Stately inspector: the browser blocked its pop-up (${HOSTED_INSPECTOR_URL}). Allow pop-ups for ${win.location.host} and reload. ${SEE_TRACE}`,
    );
    return undefined;
  }
  if (!win.navigator.onLine) {
    out.warn(
      `Stately inspector: this browser is offline, so ${HOSTED_INSPECTOR_URL} cannot load in its tab. Once online, reload that tab. ${SEE_TRACE}`,
    );
  } else {
    win.setTimeout(() => {
      if (connected) return;
      out.warn(
        `Stately inspector: its tab (${HOSTED_INSPECTOR_URL}) has not connected after ${connectTimeoutMs / 1000} s: no internet, or stately.ai is unreachable. Once it is, reload that tab. ${SEE_TRACE}`,
      );
    }, connectTimeoutMs);
  }
  return inspector.inspect;
}
