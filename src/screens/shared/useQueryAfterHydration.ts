import { useSyncExternalStore } from 'react';
// The one reader of the address's query: every screen reads it through this hook.
// eslint-disable-next-line no-restricted-imports
import { useSearchParams } from 'react-router-dom';

/** Whether the page runs: nothing to subscribe to, it changes once, as hydration ends. */
const noUpdates = () => () => undefined;
const NO_QUERY = new URLSearchParams();

/**
 * The address's query (`?a=…&b=…`) for a screen that reads it as it renders. A prerendered page
 * is made without one (the host answers every query with the same page), so while the page
 * hydrates the screen sees no query, as the build did, and the address's right after; reading it
 * at once would draw other markup than the page's, and React would log a hydration error and
 * throw the page away. A screen rendered in the browser (not hydrated) sees the query at once.
 */
export function useQueryAfterHydration(): URLSearchParams {
  const [query] = useSearchParams();
  const running = useSyncExternalStore(
    noUpdates,
    () => true,
    () => false,
  );
  return running ? query : NO_QUERY;
}
