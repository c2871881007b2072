/**
 * Records every distinct value `read()` gives while `root`'s DOM changes, from now on.
 *
 * A brief confirmation ('Copied!' for 1 s) can end before a polling query looks again on a busy
 * machine. Recording each change as it happens lets a play function assert the whole sequence the
 * visitor saw (nothing, 'Copied!', nothing) without racing the timer that ends it.
 */
export function recordChanges<T>(root: Node, read: () => T) {
  const values: T[] = [read()];
  const observer = new MutationObserver(() => {
    const value = read();
    if (!Object.is(values.at(-1), value)) values.push(value);
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    /** The values seen so far, in order, without consecutive repeats. */
    values,
    stop: () => observer.disconnect(),
  };
}
