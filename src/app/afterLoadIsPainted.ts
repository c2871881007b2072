/**
 * Resolves once the page has loaded (its stylesheets, font and pictures) and the frame after that
 * has been painted; if a slow picture holds the load back, `maxWaitMs` after the call instead, but
 * still after a painted frame. A hidden tab paints no frames: it resolves once it is shown.
 */
export function afterLoadIsPainted(maxWaitMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const afterNextFrame = () => {
      if (!waiting) return;
      waiting = false;
      window.removeEventListener('load', afterNextFrame);
      // A frame callback runs just before the frame is painted; the task it queues runs after.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (document.readyState === 'complete') {
      afterNextFrame();
      return;
    }
    window.addEventListener('load', afterNextFrame);
    setTimeout(afterNextFrame, maxWaitMs);
  });
}
