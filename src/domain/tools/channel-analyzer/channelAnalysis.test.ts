import { describe, expect, it } from 'vitest';
import {
  analyzeChannelFacts,
  channelAnalysisSummary,
  checksBy,
  type ChannelFacts,
} from './channelAnalysis';

const now = Date.parse('2026-11-15T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();

const healthy: ChannelFacts = {
  id: 'UCkitchenLabDaily_0000000',
  title: 'Kitchen Lab Daily',
  handle: '@kitchenlabdaily',
  avatarUrl: null,
  description: 'Tested recipes, every single day. '.repeat(4),
  keywords: ['cooking', 'recipes'],
  subscribers: 14_700_000,
  views: 2_000_000_000,
  videos: 1_500,
  lastUpload: { videoId: 'abcdefghijk', title: 'Bread', publishedAt: daysAgo(3) },
};

const outcome = (facts: ChannelFacts, id: string) =>
  analyzeChannelFacts(facts, now).checks.find((entry) => entry.id === id);

describe('analyzeChannelFacts', () => {
  it('passes every check of a big, busy, clean channel: 5 stars, Diamond', () => {
    const analysis = analyzeChannelFacts(healthy, now);
    expect(analysis.score).toEqual({ passed: 5, counted: 5, stars: 5 });
    expect(analysis.benefitLevel).toBe('Diamond');
    expect(analysis.activity).toBe('very-active');
    expect(analysis.lastUpload).toMatchObject({ ago: '3 days ago', days: 3 });
    expect(checksBy(analysis, 'failed')).toEqual([]);
  });

  it('shows the numbers behind each check', () => {
    const figures = analyzeChannelFacts(healthy, now).checks.map((entry) => entry.figure);
    expect(figures).toEqual([
      '3 days since the last upload (3 days ago)',
      '136 characters (more than 100 is detailed)',
      '136.1 views per subscriber (more than 100 is praised)',
      '1,333,333 views per video (more than 10,000 is praised)',
      'None of the 8 flagged words in the title, description or keywords',
    ]);
  });

  it('calls a description of exactly 100 characters short, and 101 detailed', () => {
    expect(outcome({ ...healthy, description: 'x'.repeat(100) }, 'description')?.outcome).toBe(
      'failed',
    );
    expect(outcome({ ...healthy, description: 'x'.repeat(101) }, 'description')?.outcome).toBe(
      'passed',
    );
  });

  it('praises only more than 100 views per subscriber', () => {
    const at = (views: number) =>
      outcome({ ...healthy, subscribers: 1_000, views }, 'viewsPerSubscriber')?.outcome;
    expect(at(100_000)).toBe('failed');
    expect(at(100_001)).toBe('passed');
  });

  it('praises only more than 10,000 views per video', () => {
    const at = (views: number) =>
      outcome({ ...healthy, videos: 10, views }, 'viewsPerVideo')?.outcome;
    expect(at(100_000)).toBe('failed');
    expect(at(100_010)).toBe('passed');
  });

  it('tells very active, active and inactive apart by the last upload', () => {
    const at = (days: number) =>
      outcome(
        { ...healthy, lastUpload: { videoId: 'v', title: null, publishedAt: daysAgo(days) } },
        'activity',
      );
    expect(at(7)).toMatchObject({
      outcome: 'passed',
      text: 'Very active: uploaded within the last week',
    });
    expect(at(17.5)).toMatchObject({
      outcome: 'passed',
      text: 'Active: uploaded within the last 3 weeks',
      figure: '17 days since the last upload (2 weeks ago)',
    });
    expect(at(92)).toMatchObject({
      outcome: 'failed',
      text: 'Inactive: no upload in the last 3 weeks',
    });
  });

  it('counts the time since the last upload in hours below a day', () => {
    const figure = (days: number) =>
      outcome(
        { ...healthy, lastUpload: { videoId: 'v', title: null, publishedAt: daysAgo(days) } },
        'activity',
      )?.figure;
    expect(figure(11.5 / 24)).toBe('11 hours since the last upload');
    expect(figure(1 / 24)).toBe('1 hour since the last upload');
    expect(figure(0.5 / 24)).toBe('Less than an hour since the last upload');
    expect(figure(1)).toBe('1 day since the last upload (1 day ago)');
  });

  it('leaves a hidden subscriber count out: no level, no division, not counted, said so', () => {
    const analysis = analyzeChannelFacts({ ...healthy, subscribers: null }, now);
    expect(analysis.subscribers).toBeNull();
    expect(analysis.benefitLevel).toBeNull();
    expect(outcome({ ...healthy, subscribers: null }, 'viewsPerSubscriber')).toEqual({
      id: 'viewsPerSubscriber',
      outcome: 'skipped',
      text: 'Views per subscriber left out: the subscriber count is hidden',
      figure: 'Not counted in the score',
    });
    expect(analysis.score).toEqual({ passed: 4, counted: 4, stars: 5 });
  });

  it('leaves out views per subscriber of a channel with 0 subscribers', () => {
    expect(outcome({ ...healthy, subscribers: 0 }, 'viewsPerSubscriber')?.outcome).toBe('skipped');
  });

  it("says 'No videos found' for the activity of a channel without uploads, and shows the rest", () => {
    const analysis = analyzeChannelFacts(
      { ...healthy, lastUpload: null, videos: 0, views: 0 },
      now,
    );
    expect(analysis.activity).toBe('no-videos');
    expect(analysis.lastUpload).toBeNull();
    expect(analysis.checks.map((entry) => [entry.id, entry.outcome, entry.text])).toEqual([
      ['activity', 'failed', 'No videos found'],
      ['description', 'passed', 'Detailed channel description'],
      ['viewsPerSubscriber', 'failed', 'Low views per subscriber'],
      ['viewsPerVideo', 'skipped', 'Views per video left out: the channel has no videos'],
      ['flaggedWords', 'passed', 'No flagged words'],
    ]);
    expect(analysis.score).toEqual({ passed: 2, counted: 4, stars: 3 });
  });

  it('finds flagged words in the title, description and keywords as whole phrases, any case', () => {
    const analysis = analyzeChannelFacts(
      {
        ...healthy,
        title: 'FREE MONEY daily',
        description: 'sub4subs is not sub4sub',
        keywords: ['Get Rich Quick', 'freemoney'],
      },
      now,
    );
    expect(analysis.flaggedWords).toEqual(['free money', 'sub4sub', 'get rich quick']);
    expect(outcome({ ...healthy, title: 'Free Money' }, 'flaggedWords')).toMatchObject({
      outcome: 'failed',
      text: 'Flagged words found',
      figure: '1 of the 8 flagged words: free money',
    });
  });

  it('scores the share of checks passed', () => {
    const weak: ChannelFacts = {
      ...healthy,
      description: 'Hi',
      subscribers: 5_000,
      views: 50_000,
      videos: 100,
      title: 'sub4sub',
      lastUpload: { videoId: 'v', title: null, publishedAt: daysAgo(100) },
    };
    expect(analyzeChannelFacts(weak, now).score).toEqual({ passed: 0, counted: 5, stars: 1 });
    const half = { ...weak, lastUpload: healthy.lastUpload, description: healthy.description };
    expect(analyzeChannelFacts(half, now).score).toEqual({ passed: 2, counted: 5, stars: 2 });
  });
});

describe('channelAnalysisSummary', () => {
  it('says how many checks passed and the stars', () => {
    expect(channelAnalysisSummary({ score: { passed: 4, counted: 5, stars: 4 } })).toBe(
      'Analysis ready: 4 of 5 checks passed, 4 out of 5 stars.',
    );
  });
});
