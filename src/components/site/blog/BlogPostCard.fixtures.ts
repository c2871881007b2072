import type { BlogPostSummary } from './BlogPostCard';
import { fixtureImage } from '@/test/fixtureImages';

/** Fixed posts for component stories: with and without image, one interactive. */
export const workflowPost: BlogPostSummary = {
  slug: 'the-complete-youtube-editing-workflow',
  title: 'The Complete YouTube Editing Workflow, From Ingest to Upload',
  excerpt:
    'Every step I take between the last take and the publish button: folders, proxies, the rough cut, sound, colour, captions and the export settings that keep the platform happy.',
  category: 'Tutorials',
  imageUrl: fixtureImage(0),
  interactive: false,
  publishedAt: '2025-03-14T09:00:00+00:00',
  readTime: 12,
};

export const interactivePost: BlogPostSummary = {
  slug: 'retention-curve-calculator',
  title: 'Interactive: Estimate Your Audience Retention Curve',
  excerpt:
    'Drag the sliders to see how a stronger hook and tighter middle change how many viewers reach the end of your video.',
  category: 'YouTube Growth',
  imageUrl: fixtureImage(4),
  interactive: true,
  publishedAt: '2025-01-05T10:00:00+00:00',
  readTime: 5,
};

export const postWithoutImage: BlogPostSummary = {
  slug: 'pacing-vertical-shorts',
  title: 'Pacing Vertical Shorts: Faster Is Not Always Better',
  excerpt: 'Why the fastest cut is not always the one people watch to the end.',
  category: 'Editing Tips',
  imageUrl: null,
  interactive: false,
  publishedAt: '2024-12-31T18:30:00+00:00',
  readTime: 5,
};

export const blogPostSummaryFixtures = [workflowPost, interactivePost, postWithoutImage];
