import {
  IconArrowsDiff,
  IconBellPlus,
  IconChartBar,
  IconChartLine,
  IconCurrencyDollar,
  IconGift,
  IconMessageDown,
  IconPalette,
  IconPhotoDown,
  IconPhotoScan,
  IconPlaylist,
  IconQrcode,
  IconRobot,
  IconTags,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';
import type { ToolIcon as ToolIconName } from '@/domain/tool-kit/catalogue';

// Exhaustive: a new icon name in the catalogue fails the type check until it is drawn here.
// Named imports of the ESM build keep only these fifteen drawings in the bundle.
const drawings: Record<ToolIconName, Icon> = {
  'chart-bar': IconChartBar,
  'photo-scan': IconPhotoScan,
  'photo-down': IconPhotoDown,
  tags: IconTags,
  qrcode: IconQrcode,
  'chart-line': IconChartLine,
  playlist: IconPlaylist,
  'trending-up': IconTrendingUp,
  'message-down': IconMessageDown,
  robot: IconRobot,
  'arrows-diff': IconArrowsDiff,
  palette: IconPalette,
  'currency-dollar': IconCurrencyDollar,
  gift: IconGift,
  'bell-plus': IconBellPlus,
};

export const toolIconNames = Object.keys(drawings) as ToolIconName[];

export interface ToolIconProps {
  /** The catalogue's tabler icon name, e.g. 'chart-bar'. */
  name: ToolIconName;
  /** Width and height in pixels; 24 unless given. */
  size?: number;
  /** Line width of the drawing; 1.75 unless given. */
  stroke?: number;
}

/** A tool's icon from the catalogue's name. Decorative: the tool's name is always beside it. */
export function ToolIcon({ name, size = 24, stroke = 1.75 }: ToolIconProps) {
  const Drawing = drawings[name];
  return <Drawing size={size} stroke={stroke} aria-hidden="true" focusable="false" />;
}
