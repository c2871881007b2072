/**
 * A yes/no remembered for the browser tab's session (`sessionStorage`). Reading storage throws
 * where it is disabled and writing throws when it is full: then the flag reads as unset and the
 * choice is simply not remembered (the running page still knows it).
 */
export function readSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, 'true');
  } catch {
    // Not remembered beyond this page; nothing the visitor needs to know.
  }
}
