/**
 * Runs `work` once the page has loaded and the main thread is idle (at the latest `maxWaitMs`
 * after the load), so it costs nothing on first paint. Browsers without `requestIdleCallback`
 * (Safari) run it just after the load. Returns a function that cancels it.
 */
export function afterPageIdle(work: () => void, maxWaitMs = 3000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(work, { timeout: maxWaitMs });
    } else {
      timer = setTimeout(work, 0);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
