let ready: Promise<unknown> = Promise.resolve();

/**
 * Holds back the services' modules (supabase-js, the YouTube client) until `moment`. A
 * prerendered page already shows its data: the background refresh that needs them must not
 * compete with the page's first paint and hydration for the network and the main thread, so
 * main.tsx holds them until the page is interactive.
 */
export function deferServicesUntil(moment: Promise<unknown>): void {
  ready = moment;
}

/** Resolves once the services may load (at once, unless deferred). */
export const servicesReady = (): Promise<unknown> => ready;
