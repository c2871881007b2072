import { toolsOverlayMachine } from '@/machines/site/tools/toolsOverlayMachine';
import { readSessionFlag, writeSessionFlag } from '@/services/browser/sessionFlag';
import type { ToolsScreenProps } from '@/screens/site/tools/ToolsScreen';

/** The session's memory of 'Continue Anyway' on the tools index. */
export const TOOLS_OVERLAY_DISMISSED_KEY = 'tools.desktopRequired.dismissed';

/**
 * The 'Desktop Required' overlay, remembering 'Continue Anyway' for the browser tab's session:
 * coming back to /tools from a tool, or reloading, does not ask again; a new tab or visit does.
 * Where storage is refused, the choice holds for this visit of the page only.
 */
export const toolsOverlayLogic = toolsOverlayMachine.provide({
  guards: { dismissedEarlier: () => readSessionFlag(TOOLS_OVERLAY_DISMISSED_KEY) },
  actions: { rememberDismissal: () => writeSessionFlag(TOOLS_OVERLAY_DISMISSED_KEY) },
});

/** What the tools index screen gets from the app, read as the route renders. */
export const screenProps = (): ToolsScreenProps => ({ logic: toolsOverlayLogic });
