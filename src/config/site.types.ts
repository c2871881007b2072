/** Shapes of the owner's static data (docs/product.md, home). */

import type { ToolId } from '@/domain/tool-kit/catalogue';

export type SocialNetwork = 'youtube' | 'x' | 'discord' | 'tiktok';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export type NavIcon = 'home' | 'portfolio' | 'projects' | 'store' | 'blog' | 'contact';

export interface NavItem {
  path: string;
  label: string;
  icon: NavIcon;
}

/** An internal page suggested with a one-line description. */
export interface QuickLink extends NavItem {
  description: string;
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

export interface ClientEntry {
  name: string;
  /** Display label such as '2.4M subscribers'. */
  subscribers: string;
  image: string;
}

export interface TechItem {
  name: string;
  /** What the tool is used for, shown under its name. */
  role: string;
  logo: string;
}

export interface ProjectCard {
  title: string;
  description: string;
  backgroundImage: string;
  accentColor: string;
  url: string;
}

export interface HeroStat {
  value: string;
  label: string;
}

export type LinkTileIcon =
  | 'bio'
  | 'tools'
  | 'templates'
  | 'discord'
  | 'mail'
  | 'more'
  | 'music'
  | 'book'
  | 'server'
  | 'download'
  | 'transition'
  | 'back';

export interface ExternalLinkTile {
  title: string;
  description: string;
  url: string;
  icon: LinkTileIcon;
}

/**
 * The owner's guide video for each tool of the catalogue (docs/product.md, tools). A tool
 * without a link here opens the owner's video channel page from its 'Guide' button.
 */
export type ToolGuideLinks = Partial<Record<ToolId, string>>;
