import {
  IconArrowLeft,
  IconArrowUpRight,
  IconBook,
  IconBrandDiscord,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconBriefcase,
  IconCheck,
  IconChevronRight,
  IconCopy,
  IconDots,
  IconDownload,
  IconHome,
  IconLink,
  IconMail,
  IconMovie,
  IconMusic,
  IconNews,
  IconServer,
  IconShoppingBag,
  IconTemplate,
  IconTools,
  IconTransitionRight,
  type Icon,
} from '@tabler/icons-react';
import type { LinkTileIcon, NavIcon, SocialNetwork } from '@/config/site.types';

/** Indicators the components draw themselves (state, where a link goes); config never names them. */
export type UiIcon = 'check' | 'copy' | 'external' | 'chevron';

export type GlyphName = NavIcon | LinkTileIcon | SocialNetwork | UiIcon;

const glyphs: Record<GlyphName, Icon> = {
  home: IconHome,
  portfolio: IconMovie,
  projects: IconBriefcase,
  store: IconShoppingBag,
  blog: IconNews,
  contact: IconMail,
  youtube: IconBrandYoutube,
  x: IconBrandX,
  discord: IconBrandDiscord,
  tiktok: IconBrandTiktok,
  bio: IconLink,
  tools: IconTools,
  templates: IconTemplate,
  mail: IconMail,
  more: IconDots,
  music: IconMusic,
  book: IconBook,
  server: IconServer,
  download: IconDownload,
  transition: IconTransitionRight,
  back: IconArrowLeft,
  check: IconCheck,
  copy: IconCopy,
  external: IconArrowUpRight,
  chevron: IconChevronRight,
};

export const glyphNames = Object.keys(glyphs) as GlyphName[];

export interface GlyphProps {
  /**
   * Which icon: a menu, link tile or social network key from the site config, or one of the
   * indicators the components draw themselves ('check', 'copy', 'external', 'chevron').
   */
  name: GlyphName;
  /** Width and height in pixels; 20 unless given. */
  size?: number;
  /** Line width of the drawing; 1.75 unless given. */
  stroke?: number;
}

/** A named icon: the site config names icons by key, this maps keys to drawings. Decorative. */
export function Glyph({ name, size = 20, stroke = 1.75 }: GlyphProps) {
  const Drawing = glyphs[name];
  return <Drawing size={size} stroke={stroke} aria-hidden="true" focusable="false" />;
}
