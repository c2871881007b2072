/**
 * The owner's data: the one file a new owner edits. Every image path points into public/,
 * so the site looks complete with no network.
 */
import type {
  ClientEntry,
  ExternalLinkTile,
  HeroStat,
  NavGroup,
  ProjectCard,
  QuickLink,
  SocialLink,
  TechItem,
  ToolGuideLinks,
} from './site.types';

const youtubeChannelUrl = 'https://www.youtube.com/@jordanvaleedits';

export const owner = {
  name: 'Jordan Vale',
  role: 'Video Editor',
  jobTitle: 'Professional Video Editor',
  email: 'hello@jordanvale.studio',
  photo: '/images/profile/jordan-vale.svg',
  bio: 'I edit fast-paced, story-first videos for YouTube creators, brands and musicians. Over the last decade I have cut more than 300 videos that together passed 130 million views.',
  shortBio: 'Editing story-first YouTube videos since 2015. 130M+ views and counting.',
  youtubeChannelUrl,
} as const;

export const socials: readonly SocialLink[] = [
  { network: 'youtube', label: 'YouTube', url: youtubeChannelUrl },
  { network: 'x', label: 'X (Twitter)', url: 'https://x.com/jordanvaleedits' },
  { network: 'discord', label: 'Discord community', url: 'https://discord.gg/jordanvale' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@jordanvaleedits' },
];

function social(network: SocialLink['network']): SocialLink {
  const link = socials.find((entry) => entry.network === network);
  if (!link) throw new Error(`site config: no ${network} social link`);
  return link;
}

/** Footer: two social links. */
export const footerSocials: readonly SocialLink[] = [social('youtube'), social('x')];

/**
 * Guide videos of the tools index's 'Guide' buttons, by tool id. A tool without a link here opens
 * the owner's channel (`owner.youtubeChannelUrl`) instead; the Color Palette Generator has no
 * guide, so it always opens the channel.
 */
export const toolGuideLinks: ToolGuideLinks = {
  'video-analyzer': 'https://www.youtube.com/watch?v=pesR9SMEEQ0',
  'thumbnail-tester': 'https://www.youtube.com/watch?v=iVQX10ZLP6P',
  'thumbnail-downloader': 'https://www.youtube.com/watch?v=f0Eu6okpFn1',
  'tag-generator': 'https://www.youtube.com/watch?v=bxavDqcWA20',
  'qr-code-generator': 'https://www.youtube.com/watch?v=peQIn8VnpOt',
  'channel-analyzer': 'https://www.youtube.com/watch?v=0hJGZwT6vy7',
  'playlist-analyzer': 'https://www.youtube.com/watch?v=CxrhFKdtJQi',
  'outlier-finder': 'https://www.youtube.com/watch?v=DL9pAcxJW4k',
  'comment-downloader': 'https://www.youtube.com/watch?v=kaETc30dWAX',
  'channel-consultant': 'https://www.youtube.com/watch?v=KyQLeW4hDhP',
  'channel-comparer': 'https://www.youtube.com/watch?v=KNwvfjFVVwD',
  'youtube-calculator': 'https://www.youtube.com/watch?v=ZVoHTQyjssF',
  'comment-picker': 'https://www.youtube.com/watch?v=TddSgHlB6SN',
  'subscribe-link-generator': 'https://www.youtube.com/watch?v=4xeji59rHAl',
};

/** /links profile card: video platform, microblog, short-video platform. */
export const linkPageSocials: readonly SocialLink[] = [
  social('youtube'),
  social('x'),
  social('tiktok'),
];

export const navigation: readonly NavGroup[] = [
  {
    title: 'Menu',
    items: [
      { path: '/', label: 'Home', icon: 'home' },
      { path: '/portfolio', label: 'Portfolio', icon: 'portfolio' },
      { path: '/projects', label: 'Projects', icon: 'projects' },
    ],
  },
  {
    title: 'Resources',
    items: [
      { path: '/store', label: 'Store', icon: 'store' },
      { path: '/blog', label: 'Blog', icon: 'blog' },
      { path: '/contact', label: 'Contact', icon: 'contact' },
    ],
  },
];

export const hero = {
  tagline: 'Professional Video Editor',
  /** Decorative backdrop behind the hero text. */
  backgroundImage: '/images/backgrounds/hero.svg',
  description:
    'With 10+ years of experience and 130M+ views across the videos I have edited, I help creators turn raw footage into stories that keep viewers watching to the very last frame.',
  stats: [
    { value: '130M+', label: 'views' },
    { value: '300+', label: 'videos' },
    { value: '20+', label: 'creators' },
  ] satisfies HeroStat[],
} as const;

export const about = {
  title: 'About Me',
  paragraphs: [
    'I started editing gaming montages in my bedroom and never stopped. Today I cut long-form YouTube videos, shorts, music videos and sponsored segments for creators of every size.',
    'Pacing, sound design and retention are my obsessions: every cut has to earn its place.',
  ],
} as const;

export const stack: readonly TechItem[] = [
  { name: 'Premiere Pro', role: 'Video editing', logo: '/images/stack/premiere-pro.svg' },
  { name: 'After Effects', role: 'Motion graphics', logo: '/images/stack/after-effects.svg' },
  { name: 'Photoshop', role: 'Photo editing', logo: '/images/stack/photoshop.svg' },
  { name: 'Lightroom', role: 'Photo library', logo: '/images/stack/lightroom.svg' },
  { name: 'DaVinci Resolve', role: 'Colour grading', logo: '/images/stack/davinci-resolve.svg' },
  { name: 'OBS Studio', role: 'Streaming', logo: '/images/stack/obs-studio.svg' },
];

export const clients: readonly ClientEntry[] = [
  { name: 'Mika Plays', subscribers: '4.2M subscribers', image: '/images/clients/mika-plays.svg' },
  { name: 'TechTalia', subscribers: '1.8M subscribers', image: '/images/clients/techtalia.svg' },
  { name: 'Northbound', subscribers: '960K subscribers', image: '/images/clients/northbound.svg' },
  { name: 'Chef Ravi', subscribers: '2.5M subscribers', image: '/images/clients/chef-ravi.svg' },
  { name: 'Loopwave', subscribers: '730K subscribers', image: '/images/clients/loopwave.svg' },
  { name: 'Pixel Nora', subscribers: '3.1M subscribers', image: '/images/clients/pixel-nora.svg' },
  { name: 'Dex Builds', subscribers: '540K subscribers', image: '/images/clients/dex-builds.svg' },
  { name: 'Sunny Sato', subscribers: '12.4M subscribers', image: '/images/clients/sunny-sato.svg' },
];

/** Stated after the client list; not rendered as entries. */
export const moreClientsCount = 12;

export const projectCards: readonly ProjectCard[] = [
  {
    title: 'CutCopy for Premiere',
    description:
      'Copy and paste effects, keyframes and whole edits between Premiere Pro projects in one click.',
    backgroundImage: '/images/projects/cutcopy.svg',
    accentColor: '#ff6b6b',
    url: 'https://cutcopy.jordanvale.studio',
  },
  {
    title: 'BioDeck',
    description:
      'A link-in-bio page maker for creators: themes, analytics and a custom domain. Available in my store.',
    backgroundImage: '/images/projects/biodeck.svg',
    accentColor: '#4dabf7',
    url: 'https://store.jordanvale.studio/products/biodeck',
  },
  {
    title: 'Creator Tools',
    description:
      'Sixteen free tools for YouTube creators: analyzers, tag generator, thumbnail tester and more.',
    backgroundImage: '/images/projects/creator-tools.svg',
    accentColor: '#69db7c',
    url: 'https://tools.jordanvale.studio',
  },
];

/** Fixed ids used by the portfolio hero and the demo-reel modal. */
export const media = {
  demoReelVideoId: 'JVreel2025a',
  demoReelTitle: 'Jordan Vale — Demo Reel 2025',
  portfolioPlaylistId: 'PLjv8PortfolioShowcase2025Edits012',
  /** The owner's channel (the 'UC…' id), searched for the portfolio's latest upload. */
  channelId: 'UCjordanValeEdits_2025xQ',
} as const;

export const copyrightYear = 2025;

export const linkTiles = {
  featured: {
    title: 'BioDeck — link-in-bio maker',
    description: 'Build a page like this one in minutes.',
    url: 'https://store.jordanvale.studio/products/biodeck',
    icon: 'bio',
  },
  others: [
    {
      title: 'Free Creator Tools',
      description: 'Analyzers, tag generator and more.',
      url: 'https://tools.jordanvale.studio',
      icon: 'tools',
    },
    {
      title: 'Editing Templates',
      description: 'Transitions, titles and presets.',
      url: 'https://store.jordanvale.studio/collections/templates',
      icon: 'templates',
    },
    {
      title: 'Join the Discord',
      description: 'Chat with 8,000+ editors and creators.',
      url: 'https://discord.gg/jordanvale',
      icon: 'discord',
    },
  ],
} satisfies { featured: ExternalLinkTile; others: ExternalLinkTile[] };

export const extraLinkTiles: readonly ExternalLinkTile[] = [
  {
    title: 'Editing Playlist',
    description: 'The music I edit to.',
    url: 'https://open.spotify.com/playlist/jordanvaleedits',
    icon: 'music',
  },
  {
    title: 'The Retention Ebook',
    description: 'My editing playbook, free.',
    url: 'https://store.jordanvale.studio/products/retention-ebook',
    icon: 'book',
  },
  {
    title: 'Discord Server Template',
    description: 'Channels and roles for a creator community.',
    url: 'https://discord.new/jordanvaletemplate',
    icon: 'server',
  },
  {
    title: 'Free Stream Banners',
    description: 'Game banner pack, PSD and PNG.',
    url: 'https://store.jordanvale.studio/products/free-stream-banners',
    icon: 'download',
  },
  {
    title: 'Free Healthbar Pack',
    description: 'Animated game healthbars.',
    url: 'https://store.jordanvale.studio/products/free-healthbar-pack',
    icon: 'download',
  },
  {
    title: 'Free Boss Banners',
    description: 'Boss-fight title cards for gaming videos.',
    url: 'https://store.jordanvale.studio/products/free-boss-banners',
    icon: 'download',
  },
  {
    title: 'Free Glitch Transition',
    description: 'Drag-and-drop transition for Premiere Pro.',
    url: 'https://store.jordanvale.studio/products/free-glitch-transition',
    icon: 'transition',
  },
];

/** Tiles on the 404 page. */
export const notFoundSuggestions: readonly QuickLink[] = [
  { path: '/portfolio', label: 'Portfolio', icon: 'portfolio', description: 'Watch my best edits' },
  {
    path: '/projects',
    label: 'Projects',
    icon: 'projects',
    description: 'Tools and products I build',
  },
  { path: '/blog', label: 'Blog', icon: 'blog', description: 'Editing tips and tutorials' },
  { path: '/contact', label: 'Contact', icon: 'contact', description: 'Start a project together' },
];

/** The contact page's facts (docs/product.md, contact). */
export const contact = {
  responseTime: 'Usually within 24 hours',
  location: 'United States',
} as const;
