/**
 * The tool catalogue of the Tools index (docs/product.md, tools): static data, in
 * the documented order. Names, categories, routes and the New/Beta/no-guide flags are the
 * documented ones; descriptions and tags are ours (the docs do not give them).
 *
 * Decisions:
 * - The Transcript viewer has a route (/tools/youtube-transcript) but no catalogue entry: the
 *   documented catalogue lists fifteen entries without it, so the index does not show it.
 * - Icons are tabler icon names (kebab-case: `chart-bar` is `IconChartBar` in
 *   `@tabler/icons-react`); the UI maps each name to its drawing, as `Glyph` does for the site
 *   config's icon keys.
 * - Guide videos are the owner's data, not the catalogue's: an entry only says whether it has a
 *   guide (`hasGuide`; the Color Palette Generator has none). `guideLinkFor` picks the owner's
 *   guide link for a tool, or the owner's channel page when there is none (docs/product.md,
 *   tools).
 */

export const TOOL_CATEGORIES = ['Analytics', 'SEO', 'Utilities'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export type ToolId =
  | 'video-analyzer'
  | 'thumbnail-tester'
  | 'thumbnail-downloader'
  | 'tag-generator'
  | 'qr-code-generator'
  | 'channel-analyzer'
  | 'playlist-analyzer'
  | 'outlier-finder'
  | 'comment-downloader'
  | 'channel-consultant'
  | 'channel-comparer'
  | 'color-palette'
  | 'youtube-calculator'
  | 'comment-picker'
  | 'subscribe-link-generator';

/** Tabler icon names (outline set) the catalogue uses. */
export type ToolIcon =
  | 'chart-bar'
  | 'photo-scan'
  | 'photo-down'
  | 'tags'
  | 'qrcode'
  | 'chart-line'
  | 'playlist'
  | 'trending-up'
  | 'message-down'
  | 'robot'
  | 'arrows-diff'
  | 'palette'
  | 'currency-dollar'
  | 'gift'
  | 'bell-plus';

export interface Tool {
  id: ToolId;
  name: string;
  description: string;
  icon: ToolIcon;
  category: ToolCategory;
  tags: readonly string[];
  /** The route 'Launch Tool' opens (its bare form, without parameters). */
  url: `/tools/${ToolId}`;
  /** Whether the owner has a guide video for the tool (see `guideLinkFor`). */
  hasGuide: boolean;
  isNew?: boolean;
  isBeta?: boolean;
}

export const TOOLS: readonly Tool[] = [
  {
    id: 'video-analyzer',
    name: 'Video Analyzer',
    description:
      'Check any video: views, likes, comments, engagement rate, an estimated revenue range and a checklist of what it does well and what to improve.',
    icon: 'chart-bar',
    category: 'Analytics',
    tags: ['Video', 'Metrics', 'Revenue'],
    url: '/tools/video-analyzer',
    hasGuide: true,
    isNew: true,
  },
  {
    id: 'thumbnail-tester',
    name: 'Thumbnail Tester',
    description:
      'See your thumbnail and title in four YouTube layouts, then compare them against trending videos or a channel’s uploads.',
    icon: 'photo-scan',
    category: 'SEO',
    tags: ['Thumbnails', 'Preview', 'A/B'],
    url: '/tools/thumbnail-tester',
    hasGuide: true,
  },
  {
    id: 'thumbnail-downloader',
    name: 'Thumbnail Downloader',
    description: 'Paste a video link and save its thumbnail in the best quality available.',
    icon: 'photo-down',
    category: 'Utilities',
    tags: ['Thumbnails', 'Download'],
    url: '/tools/thumbnail-downloader',
    hasGuide: true,
  },
  {
    id: 'tag-generator',
    name: 'Tag Generator',
    description:
      'Type a video title and get up to 30 ranked tags drawn from the top videos on the same topic.',
    icon: 'tags',
    category: 'SEO',
    tags: ['Tags', 'Keywords', 'Search'],
    url: '/tools/tag-generator',
    hasGuide: true,
    isBeta: true,
  },
  {
    id: 'qr-code-generator',
    name: 'QR Code Generator',
    description:
      'Turn any link into a high-resolution QR code, with your logo in the middle if you like.',
    icon: 'qrcode',
    category: 'Utilities',
    tags: ['QR Code', 'Links', 'Logo'],
    url: '/tools/qr-code-generator',
    hasGuide: true,
  },
  {
    id: 'channel-analyzer',
    name: 'Channel Analyzer',
    description:
      'Audit a channel: activity, description, views per subscriber and per video, flagged words, benefit level and an overall star score.',
    icon: 'chart-line',
    category: 'Analytics',
    tags: ['Channel', 'Growth', 'Audit'],
    url: '/tools/channel-analyzer',
    hasGuide: true,
  },
  {
    id: 'playlist-analyzer',
    name: 'Playlist Analyzer',
    description:
      'Summarise a playlist: total and average views, duration, most and least viewed videos, channels, top tags, categories and languages.',
    icon: 'playlist',
    category: 'Analytics',
    tags: ['Playlist', 'Views', 'Summary'],
    url: '/tools/playlist-analyzer',
    hasGuide: true,
  },
  {
    id: 'outlier-finder',
    name: 'Outlier Finder',
    description:
      'Search a topic and find the videos or Shorts that got far more views than their channel has subscribers.',
    icon: 'trending-up',
    category: 'SEO',
    tags: ['Research', 'Ideas', 'Shorts'],
    url: '/tools/outlier-finder',
    hasGuide: true,
  },
  {
    id: 'comment-downloader',
    name: 'Comment Downloader',
    description:
      'Save the comments of any video as a text file to read, search or analyse offline.',
    icon: 'message-down',
    category: 'Utilities',
    tags: ['Comments', 'Export', 'Download'],
    url: '/tools/comment-downloader',
    hasGuide: true,
  },
  {
    id: 'channel-consultant',
    name: 'Channel Consultant',
    description:
      'Build a ready-to-paste AI prompt from your channel for SEO, video ideas, scripts or trending events.',
    icon: 'robot',
    category: 'SEO',
    tags: ['AI Prompt', 'Ideas', 'Strategy'],
    url: '/tools/channel-consultant',
    hasGuide: true,
  },
  {
    id: 'channel-comparer',
    name: 'Channel Comparer',
    description:
      'Put two channels side by side: subscribers, views, average views per video, views per subscriber and keywords.',
    icon: 'arrows-diff',
    category: 'Analytics',
    tags: ['Channels', 'Comparison', 'Competitors'],
    url: '/tools/channel-comparer',
    hasGuide: true,
  },
  {
    id: 'color-palette',
    name: 'Color Palette Generator',
    description:
      'Pull the main colors out of an image, fine-tune the palette and export it, or turn it into a 4K gradient.',
    icon: 'palette',
    category: 'Utilities',
    tags: ['Colors', 'Design', 'Gradients'],
    url: '/tools/color-palette',
    hasGuide: false,
    isNew: true,
  },
  {
    id: 'youtube-calculator',
    name: 'YouTube Calculator',
    description: 'Estimate what a video could earn from its length, its views and its category.',
    icon: 'currency-dollar',
    category: 'Utilities',
    tags: ['Earnings', 'Monetization', 'Calculator'],
    url: '/tools/youtube-calculator',
    hasGuide: true,
  },
  {
    id: 'comment-picker',
    name: 'Comment Picker',
    description: 'Pick a random winner from the comments of a video for your next giveaway.',
    icon: 'gift',
    category: 'Utilities',
    tags: ['Giveaway', 'Comments', 'Random'],
    url: '/tools/comment-picker',
    hasGuide: true,
  },
  {
    id: 'subscribe-link-generator',
    name: 'Subscribe Link Generator',
    description:
      'Make a link to your channel that opens the subscribe confirmation, ready to share anywhere.',
    icon: 'bell-plus',
    category: 'Utilities',
    tags: ['Subscribers', 'Links', 'Growth'],
    url: '/tools/subscribe-link-generator',
    hasGuide: true,
  },
];

export interface ToolGroup {
  category: ToolCategory;
  tools: readonly Tool[];
}

/**
 * Tools by category, categories in the documented order (Analytics, SEO, Utilities), empty ones
 * left out.
 */
export function groupByCategory(tools: readonly Tool[] = TOOLS): ToolGroup[] {
  return TOOL_CATEGORIES.map((category) => ({
    category,
    tools: tools.filter((tool) => tool.category === category),
  })).filter((group) => group.tools.length > 0);
}

/** The badge a card shows: green 'New' or amber 'Beta' (docs/product.md, tools), or none. */
export function toolBadge(tool: Tool): 'New' | 'Beta' | null {
  if (tool.isNew === true) return 'New';
  if (tool.isBeta === true) return 'Beta';
  return null;
}

/**
 * Where 'Guide' goes: the owner's guide link for the tool when it has a guide and the owner gave
 * one, otherwise the owner's channel page (docs/product.md, tools).
 */
export function guideLinkFor(
  tool: Tool,
  guideLinks: Readonly<Partial<Record<ToolId, string>>>,
  channelUrl: string,
): string {
  const link = tool.hasGuide ? guideLinks[tool.id]?.trim() : undefined;
  return link === undefined || link === '' ? channelUrl : link;
}
