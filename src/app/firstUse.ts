/**
 * Resolves at the visitor's first press, key or focus on the page: the moment to load the app at
 * once rather than wait for the page's pictures.
 */
export function firstUse(doc: Document): Promise<void> {
  const kinds = ['pointerdown', 'keydown', 'focusin'] as const;
  return new Promise((resolve) => {
    const used = () => {
      for (const kind of kinds) doc.removeEventListener(kind, used, true);
      resolve();
    };
    for (const kind of kinds) doc.addEventListener(kind, used, { capture: true, passive: true });
  });
}
