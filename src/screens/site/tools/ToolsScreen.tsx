import { useEffect, useSyncExternalStore } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import {
  DesktopRequiredOverlay,
  type DesktopRequiredState,
} from '@/components/site/tools/DesktopRequiredOverlay';
import { ToolsCatalogue } from '@/components/site/tools/ToolsCatalogue';
import { owner, toolGuideLinks } from '@/config/site';
import { isMobileUserAgent } from '@/domain/device/userAgent';
import { groupByCategory, guideLinkFor, TOOLS, type Tool } from '@/domain/tool-kit/catalogue';
import type {
  ToolsOverlayTag,
  toolsOverlayMachine,
  ViewportInfo,
} from '@/machines/site/tools/toolsOverlayMachine';
import { useMachine } from '@/screens/shared/useMachine';

export interface ToolsScreenProps {
  /** The overlay machine (the app provides its session memory; stories may provide fakes). */
  logic: typeof toolsOverlayMachine;
}

const groups = groupByCategory(TOOLS);

const guideUrlOf = (tool: Tool) => guideLinkFor(tool, toolGuideLinks, owner.youtubeChannelUrl);

/** What the overlay rule needs: the window's width (as media queries see it) and the UA. */
function measureViewport(): ViewportInfo {
  return {
    width: window.innerWidth,
    isMobileUserAgent: isMobileUserAgent(navigator.userAgent),
  };
}

function overlayState(hasTag: (tag: ToolsOverlayTag) => boolean): DesktopRequiredState {
  if (hasTag('unmeasured')) return 'unmeasured';
  return hasTag('overlay') ? 'open' : 'closed';
}

const noUpdates = () => () => undefined;

/**
 * Route /tools: the catalogue, under the 'Desktop Required' overlay on phones and narrow
 * windows. While the build renders the page and the app hydrates it, nothing is measured (the
 * markup must match; the stylesheet shows the overlay on narrow windows); once mounted the screen
 * measures the window, and on every resize, and the machine decides. A page the app renders
 * itself (a visit from another route) is measured from its first render.
 */
export function ToolsScreen({ logic }: ToolsScreenProps) {
  const hydrating = useSyncExternalStore(
    noUpdates,
    () => false,
    () => true,
  );
  const [snapshot, send] = useMachine(logic, { input: hydrating ? null : measureViewport() });
  useEffect(() => send({ type: 'viewport.change', ...measureViewport() }), [send]);
  useWindowEvent('resize', () => send({ type: 'viewport.change', ...measureViewport() }));

  return (
    <DesktopRequiredOverlay
      state={overlayState((tag) => snapshot.hasTag(tag))}
      onContinue={() => send({ type: 'overlay.dismiss' })}
    >
      <ToolsCatalogue groups={groups} guideUrlOf={guideUrlOf} />
    </DesktopRequiredOverlay>
  );
}
