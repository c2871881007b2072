import { describe, expect, it } from 'vitest';
import { guideLinkFor, TOOLS } from '@/domain/tool-kit/catalogue';
import { owner, toolGuideLinks } from './site';

describe("the owner's 'Guide' buttons", () => {
  const guideOf = (name: string) => {
    const tool = TOOLS.find((entry) => entry.name === name);
    if (!tool) throw new Error(`no tool named ${name}`);
    return guideLinkFor(tool, toolGuideLinks, owner.youtubeChannelUrl);
  };

  it('open a guide video of its own for every tool that has a guide', () => {
    const guides = TOOLS.filter((tool) => tool.hasGuide).map((tool) => guideOf(tool.name));
    expect(guides).toHaveLength(14);
    for (const guide of guides) {
      expect(guide).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    }
    expect(new Set(guides).size).toBe(guides.length);
    expect(guideOf('Video Analyzer')).toBe(toolGuideLinks['video-analyzer']);
  });

  it("open the owner's channel for the Color Palette Generator, which has no guide", () => {
    expect(guideOf('Color Palette Generator')).toBe(owner.youtubeChannelUrl);
  });
});
