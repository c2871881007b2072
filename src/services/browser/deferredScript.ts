/**
 * A third-party script that must cost nothing on first paint (the analytics script): added to
 * the page only after it has loaded and the browser is idle, with `defer`.
 */

/** Runs `work` once the page has loaded and the main thread is idle (or after `maxWaitMs`). */
export function afterPageIsInteractive(work: () => void, maxWaitMs = 5000): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: maxWaitMs });
    else setTimeout(work, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Adds `<script defer src=… data-…>` to the head. */
export function addDeferredScript(src: string, attributes: Record<string, string>): void {
  const script = document.createElement('script');
  script.defer = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}
