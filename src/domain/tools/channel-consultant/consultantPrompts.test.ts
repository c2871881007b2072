import { describe, expect, it } from 'vitest';
import { CONSULTANT_MODES, type ConsultantChannel } from './consultant';
import { channelProfile } from './consultantProfile';
import {
  consultantPrompt,
  ideationPrompt,
  scriptPrompt,
  seoPrompt,
  trendjackPrompt,
} from './consultantPrompts';

const channel: ConsultantChannel = {
  id: 'UCnovaGamingArena00000000',
  title: 'Nova Gaming Arena',
  handle: '@novagamingarena',
  avatarUrl: null,
  subscribers: 23_100_000,
  views: 1_234_567_890,
  videos: 1_250,
  keywords: ['speedrun', 'stream highlights'],
  topics: ['Video game culture', 'Action game'],
  latestUploads: [
    {
      videoId: 'aaaaaaaaaaa',
      title: 'Any% Speedrun World Record',
      views: 1_500_000,
      publishedAt: '2026-11-14T18:00:00Z',
    },
    { videoId: 'bbbbbbbbbbb', title: 'Chaos Night', views: 1, publishedAt: null },
  ],
};

const hidden: ConsultantChannel = { ...channel, subscribers: null };
const empty: ConsultantChannel = {
  ...channel,
  views: 0,
  videos: 0,
  keywords: [],
  topics: [],
  latestUploads: [],
};

describe('channelProfile', () => {
  it("states the channel's real figures in full", () => {
    expect(channelProfile(channel)).toBe(
      [
        'Channel: Nova Gaming Arena (@novagamingarena)',
        'Subscribers: 23,100,000',
        'Total views: 1,234,567,890',
        'Videos: 1,250',
        // 1,234,567,890 / 1,250 = 987,654.312 → rounded
        'Average views per video: 987,654',
        'Category: Video game culture, Action game',
        'Keywords: speedrun, stream highlights',
        'Latest uploads (newest first):',
        '1. "Any% Speedrun World Record" (2026-11-14): 1,500,000 views',
        '2. "Chaos Night": 1 view',
      ].join('\n'),
    );
  });

  it('says when the subscriber count is hidden', () => {
    expect(channelProfile(hidden)).toContain('Subscribers: subscriber count hidden');
  });

  it('says when the channel has no uploads, keywords or topics', () => {
    const profile = channelProfile(empty);
    expect(profile).toContain('Average views per video: no uploads yet');
    expect(profile).toContain('Latest uploads: no uploads yet');
    expect(profile).toContain('Keywords: none set');
    expect(profile).toContain('Category: none set');
  });

  it('leaves out the handle when the channel has none', () => {
    expect(channelProfile({ ...channel, handle: null })).toMatch(/^Channel: Nova Gaming Arena\n/);
  });
});

describe('seoPrompt (docs/product.md, channel-consultant)', () => {
  const prompt = seoPrompt(channel);

  it('asks for 5 titles of at most 40 characters', () => {
    expect(prompt).toContain('exactly 5 title options');
    expect(prompt).toContain('at most 40 characters long');
  });

  it('asks for 15–20 tags', () => {
    expect(prompt).toContain('15–20 tags');
    expect(prompt).toContain('at least 15, at most 20');
  });

  it("starts from the channel's figures", () => {
    expect(prompt).toContain(channelProfile(channel));
    expect(prompt).toMatch(/^You are a YouTube SEO expert\./);
  });
});

describe('ideationPrompt (docs/product.md, channel-consultant)', () => {
  it('asks for 10 ideas', () => {
    const prompt = ideationPrompt(channel);
    expect(prompt).toContain('exactly 10 new video ideas');
    expect(prompt).toContain('Number the ideas 1 to 10');
    expect(prompt).toContain(channelProfile(channel));
  });
});

describe('scriptPrompt (docs/product.md, channel-consultant)', () => {
  it('asks for a script of about 5000 words', () => {
    const prompt = scriptPrompt(channel);
    expect(prompt).toContain('a complete script of about 5,000 words');
    expect(prompt).toContain(channelProfile(channel));
  });
});

describe('trendjackPrompt (docs/product.md, channel-consultant)', () => {
  it('asks for 5–6 events within the next 2 months, from today to two months later', () => {
    const prompt = trendjackPrompt(channel, '2026-11-25');
    expect(prompt).toContain('Today is Wednesday, November 25, 2026 (2026-11-25).');
    expect(prompt).toContain('Find 5–6 upcoming events');
    expect(prompt).toContain('between today and Monday, January 25, 2027 (2027-01-25)');
    expect(prompt).toContain('the next 2 months');
    expect(prompt).toContain(channelProfile(channel));
  });

  it('ends the window on the last day of a shorter month', () => {
    expect(trendjackPrompt(channel, '2026-12-31')).toContain('(2027-02-28)');
  });
});

describe('consultantPrompt', () => {
  it.each([
    ['seo', seoPrompt(channel)],
    ['ideation', ideationPrompt(channel)],
    ['script', scriptPrompt(channel)],
    ['trendjack', trendjackPrompt(channel, '2026-11-25')],
  ] as const)('builds the %s prompt', (mode, expected) => {
    expect(consultantPrompt(channel, mode, '2026-11-25')).toBe(expected);
  });

  it('gives every mode a prompt of its own, each one stating the hidden and empty cases', () => {
    const prompts = CONSULTANT_MODES.map(({ value }) =>
      consultantPrompt(empty, value, '2026-11-25'),
    );
    expect(new Set(prompts).size).toBe(4);
    for (const prompt of prompts) expect(prompt).toContain('no uploads yet');
    for (const { value } of CONSULTANT_MODES) {
      expect(consultantPrompt(hidden, value, '2026-11-25')).toContain('subscriber count hidden');
    }
  });

  it('only the trendjack prompt depends on the date', () => {
    for (const { value } of CONSULTANT_MODES) {
      const before = consultantPrompt(channel, value, '2026-11-25');
      const after = consultantPrompt(channel, value, '2026-11-26');
      expect(before === after).toBe(value !== 'trendjack');
    }
  });
});
