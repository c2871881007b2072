import { describe, expect, it } from 'vitest';
import { videoMetrics, type VideoFacts } from './videoMetrics';

const facts: VideoFacts = {
  title: 'How I Edit a YouTube Video in 2025',
  description: `Everything I use: https://kit.example.com/me\n${'More about the edit. '.repeat(12)}`,
  tags: Array.from({ length: 22 }, (_, i) => `editing tip ${i}`),
  categoryId: '27',
  categoryTitle: 'Education',
  publishedAt: '2025-01-05T10:00:00Z',
  durationSeconds: 600,
  definition: 'hd',
  views: 100_000,
  likes: 5_000,
  comments: 1_000,
  commentsEnabled: true,
  subscribers: 250_000,
};

describe('videoMetrics', () => {
  it('computes the documented metrics from the facts', () => {
    const metrics = videoMetrics(facts);
    expect(metrics).toMatchObject({
      views: 100_000,
      likes: 5_000,
      comments: 1_000,
      postedDate: '2025-01-05T10:00:00Z',
      subscribers: 250_000,
      tags: facts.tags,
      category: 'Education',
      videoLength: 600,
      drawbacks: [],
    });
    expect(metrics.engagementRate).toBe(0.06);
    // 100 × 1 (10 min) × 1.2 (6% > 5%) × 1.5 (100,000 views) × Education 3-9.
    expect(metrics.estimatedRevenue.min).toBeCloseTo(540, 9);
    expect(metrics.estimatedRevenue.max).toBeCloseTo(1_620, 9);
    expect(metrics.achievements.map((item) => item.id)).toEqual([
      'title',
      'description',
      'tags',
      'comments',
      'length',
      'hd',
      'links',
    ]);
  });

  it('names the category from its id when the title is unknown', () => {
    expect(videoMetrics({ ...facts, categoryTitle: null }).category).toBe('Education');
    expect(videoMetrics({ ...facts, categoryTitle: null, categoryId: '44' }).category).toBeNull();
  });

  it('lists disabled comments as a drawback and has zero engagement with no views', () => {
    const metrics = videoMetrics({
      ...facts,
      views: 0,
      likes: 0,
      comments: 0,
      commentsEnabled: false,
    });
    expect(metrics.engagementRate).toBe(0);
    expect(metrics.estimatedRevenue).toEqual({ min: 0, max: 0 });
    expect(metrics.drawbacks).toEqual([{ id: 'comments', text: 'Comments are disabled' }]);
  });
});
