import { createContext, use, useEffect } from 'react';

/**
 * What runs once the route's screen is first on the page: set by `main.tsx` (the page is then
 * marked ready, and a prerendered page hands over the input it held), called by the shell. The
 * shell commits only with a screen in its outlet, never while the route's chunk is still
 * loading, so the mark means the visitor sees the page's own screen.
 */
export const AppReadyContext = createContext<(() => void) | undefined>(undefined);

/** Calls the app's ready callback after the first commit of the component that uses it. */
export function useAppReady() {
  const onReady = use(AppReadyContext);
  useEffect(() => onReady?.(), [onReady]);
}
