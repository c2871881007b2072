/**
 * Resolves once the browser has drawn a frame: a fake service that answers after it behaves as
 * a real one does, whose answer never comes within the frame of the press (what a visitor sees
 * meanwhile, such as a disabled button, has then been on screen).
 */
export function afterAFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}
