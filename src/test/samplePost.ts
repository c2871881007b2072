import type { BlogPost } from '@/domain/site/blog/post';

/** A published post, as the machine tests load it. */
export const samplePost: BlogPost = {
  id: 7,
  slug: 'first-cut',
  title: 'The first cut',
  excerpt: 'Where an edit starts.',
  content: '# Hello',
  category: 'Editing',
  imageUrl: null,
  htmlCode: null,
  youtubeVideoId: null,
  readTime: 4,
  published: true,
  featured: false,
  publishedAt: '2025-01-05T10:00:00Z',
  views: 41,
};
