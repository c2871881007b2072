/**
 * Text remembered for the browser tab's session (`sessionStorage`): it survives a reload, not
 * the closing of the tab. Storage throws where it is disabled and when it is full: then nothing
 * is remembered and reads find nothing, which every caller can live with.
 */
export function readSessionText(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionText(key: string, text: string): void {
  try {
    window.sessionStorage.setItem(key, text);
  } catch {
    // Not remembered beyond this page.
  }
}

export function removeSessionText(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was remembered either.
  }
}
