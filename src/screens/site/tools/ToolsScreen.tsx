import { useEffect } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import { DesktopRequiredOverlay } from '@/components/site/tools/DesktopRequiredOverlay';
import { ToolsCatalogue } from '@/components/site/tools/ToolsCatalogue';
import { owner, toolGuideLinks } from '@/config/site';
import { isMobileUserAgent } from '@/domain/device/userAgent';
import { groupByCategory, guideLinkFor, TOOLS, type Tool } from '@/domain/tool-kit/catalogue';
import type { toolsOverlayMachine, ViewportInfo } from '@/machines/site/tools/toolsOverlayMachine';
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

/**
 * Before the first measurement: a page that fits. The prerendered page and its hydration start
 * here alike; the window is measured once the page runs.
 */
const UNMEASURED: ViewportInfo = { width: Number.POSITIVE_INFINITY, isMobileUserAgent: false };

/**
 * Route /tools: the catalogue, under the 'Desktop Required' overlay on phones and narrow
 * windows. The machine decides; the screen measures once mounted and on every resize.
 */
export function ToolsScreen({ logic }: ToolsScreenProps) {
  const [snapshot, send] = useMachine(logic, { input: UNMEASURED });
  useEffect(() => send({ type: 'viewport.change', ...measureViewport() }), [send]);
  useWindowEvent('resize', () => send({ type: 'viewport.change', ...measureViewport() }));

  return (
    <DesktopRequiredOverlay
      opened={snapshot.hasTag('overlay')}
      onContinue={() => send({ type: 'overlay.dismiss' })}
    >
      <ToolsCatalogue groups={groups} guideUrlOf={guideUrlOf} />
    </DesktopRequiredOverlay>
  );
}
