import { toolsOverlayMachine } from '@/machines/toolsOverlayMachine';

/** The session's memory of 'Continue Anyway' on the tools index. */
export const TOOLS_OVERLAY_DISMISSED_KEY = 'tools.desktopRequired.dismissed';

// Reading `sessionStorage` itself throws where storage is disabled; writing throws when it is
// full. The overlay then forgets the choice when the page is left, as without memory.

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(TOOLS_OVERLAY_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeDismissed(): void {
  try {
    window.sessionStorage.setItem(TOOLS_OVERLAY_DISMISSED_KEY, 'true');
  } catch {
    // Remembered for this visit of the page only (the running machine stays dismissed).
  }
}

/**
 * The 'Desktop Required' overlay, remembering 'Continue Anyway' for the browser tab's session:
 * coming back to /tools from a tool, or reloading, does not ask again; a new tab or visit does.
 */
export const toolsOverlayLogic = toolsOverlayMachine.provide({
  guards: { dismissedEarlier: readDismissed },
  actions: { rememberDismissal: writeDismissed },
});
