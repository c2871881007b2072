import * as tablerIcons from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import {
  TOOL_CATEGORIES,
  TOOLS,
  groupByCategory,
  guideLinkFor,
  toolBadge,
  type Tool,
  type ToolCategory,
} from './catalogue';

/** The tool routes of docs/product.md (bare forms, without parameters). */
const SPEC_TOOL_ROUTES = [
  '/tools/youtube-transcript',
  '/tools/outlier-finder',
  '/tools/video-analyzer',
  '/tools/channel-analyzer',
  '/tools/channel-comparer',
  '/tools/channel-consultant',
  '/tools/comment-downloader',
  '/tools/comment-picker',
  '/tools/playlist-analyzer',
  '/tools/qr-code-generator',
  '/tools/subscribe-link-generator',
  '/tools/tag-generator',
  '/tools/thumbnail-downloader',
  '/tools/thumbnail-tester',
  '/tools/youtube-calculator',
  '/tools/color-palette',
];

/** docs/product.md, tools: the catalogue in its order (name, category, flags). */
const SPEC_CATALOGUE: [string, ToolCategory, ('new' | 'beta' | 'no guide')[]][] = [
  ['Video Analyzer', 'Analytics', ['new']],
  ['Thumbnail Tester', 'SEO', []],
  ['Thumbnail Downloader', 'Utilities', []],
  ['Tag Generator', 'SEO', ['beta']],
  ['QR Code Generator', 'Utilities', []],
  ['Channel Analyzer', 'Analytics', []],
  ['Playlist Analyzer', 'Analytics', []],
  ['Outlier Finder', 'SEO', []],
  ['Comment Downloader', 'Utilities', []],
  ['Channel Consultant', 'SEO', []],
  ['Channel Comparer', 'Analytics', []],
  ['Color Palette Generator', 'Utilities', ['new', 'no guide']],
  ['YouTube Calculator', 'Utilities', []],
  ['Comment Picker', 'Utilities', []],
  ['Subscribe Link Generator', 'Utilities', []],
];

const byName = (name: string): Tool => {
  const tool = TOOLS.find((entry) => entry.name === name);
  if (tool === undefined) throw new Error(`no tool named ${name}`);
  return tool;
};

describe('TOOLS', () => {
  it('lists the 15 documented entries in their order', () => {
    expect(TOOLS.map((tool) => tool.name)).toEqual(SPEC_CATALOGUE.map(([name]) => name));
  });

  it.each(SPEC_CATALOGUE)('%s is %s with flags %j', (name, category, flags) => {
    const tool = byName(name);
    expect(tool.category).toBe(category);
    expect(tool.isNew === true).toBe(flags.includes('new'));
    expect(tool.isBeta === true).toBe(flags.includes('beta'));
    expect(tool.hasGuide).toBe(!flags.includes('no guide'));
  });

  it('routes every tool to a documented route, only the transcript viewer has no card', () => {
    const urls = TOOLS.map((tool) => tool.url);
    expect(new Set(urls).size).toBe(TOOLS.length);
    for (const url of urls) expect(SPEC_TOOL_ROUTES).toContain(url);
    expect(SPEC_TOOL_ROUTES.filter((route) => !urls.includes(route as Tool['url']))).toEqual([
      '/tools/youtube-transcript',
    ]);
  });

  it('uses the route slug as the id, and ids are unique', () => {
    for (const tool of TOOLS) expect(tool.url).toBe(`/tools/${tool.id}`);
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
  });

  it('gives every tool a category, a description, tags and a tabler icon', () => {
    for (const tool of TOOLS) {
      expect(TOOL_CATEGORIES).toContain(tool.category);
      expect(tool.description.trim()).not.toBe('');
      expect(tool.tags.length).toBeGreaterThan(0);
      const component = `Icon${tool.icon
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('')}`;
      expect(tablerIcons, `${tool.name}: ${component}`).toHaveProperty(component);
    }
    expect(new Set(TOOLS.map((tool) => tool.icon)).size).toBe(TOOLS.length);
  });

  it('never marks a tool both New and Beta', () => {
    for (const tool of TOOLS) expect(tool.isNew === true && tool.isBeta === true).toBe(false);
  });
});

describe('groupByCategory', () => {
  it('groups the catalogue as Analytics, SEO, Utilities, keeping the catalogue order inside', () => {
    const groups = groupByCategory();
    expect(groups.map((group) => group.category)).toEqual(['Analytics', 'SEO', 'Utilities']);
    expect(groups.map((group) => group.tools.map((tool) => tool.name))).toEqual([
      ['Video Analyzer', 'Channel Analyzer', 'Playlist Analyzer', 'Channel Comparer'],
      ['Thumbnail Tester', 'Tag Generator', 'Outlier Finder', 'Channel Consultant'],
      [
        'Thumbnail Downloader',
        'QR Code Generator',
        'Comment Downloader',
        'Color Palette Generator',
        'YouTube Calculator',
        'Comment Picker',
        'Subscribe Link Generator',
      ],
    ]);
  });

  it('keeps the documented order whatever the input order, and drops empty categories', () => {
    const utilitiesFirst = [byName('Comment Picker'), byName('Tag Generator')];
    expect(groupByCategory(utilitiesFirst).map((group) => group.category)).toEqual([
      'SEO',
      'Utilities',
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('toolBadge', () => {
  it('is New, Beta or nothing', () => {
    expect(toolBadge(byName('Video Analyzer'))).toBe('New');
    expect(toolBadge(byName('Tag Generator'))).toBe('Beta');
    expect(toolBadge(byName('QR Code Generator'))).toBeNull();
  });
});

describe('guideLinkFor', () => {
  const channel = 'https://www.youtube.com/@owner';
  const guides = {
    'video-analyzer': 'https://youtu.be/guide000001',
    'color-palette': 'https://youtu.be/guide000002',
    'tag-generator': '  ',
  };

  it("opens the owner's guide for the tool", () => {
    expect(guideLinkFor(byName('Video Analyzer'), guides, channel)).toBe(
      'https://youtu.be/guide000001',
    );
  });

  it("opens the owner's channel when the tool has no guide link", () => {
    expect(guideLinkFor(byName('Channel Analyzer'), guides, channel)).toBe(channel);
    expect(guideLinkFor(byName('Tag Generator'), guides, channel)).toBe(channel);
  });

  it('opens the channel for the Color Palette Generator, which has no guide', () => {
    expect(guideLinkFor(byName('Color Palette Generator'), guides, channel)).toBe(channel);
  });
});
