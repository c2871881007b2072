import type { BlogPost } from '@/domain/site/blog/post';

/** A published post, as the machine tests load it. */
export const samplePost: BlogPost = {
  id: 7,
  slug: 'first-cut',
  title: 'The first cut',
  excerpt: 'Where an edit starts.',
  content: '# Hello',
  category: 'Editing',
  image_url: null,
  html_code: null,
  youtube_video_id: null,
  read_time: 4,
  published: true,
  featured: false,
  published_at: '2025-01-05T10:00:00Z',
  views: 41,
};
