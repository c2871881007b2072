import { distinctCategories } from '@/domain/site/blog/categories';
import type { PostsPage, PostsQuery } from '@/domain/site/blog/listing';
import type { BlogPost } from '@/domain/site/blog/post';
import { fixtureImage } from '@/test/fixtureImages';

type PostFields = Omit<BlogPost, 'content' | 'youtubeVideoId' | 'views' | 'published' | 'featured'>;

const post = (fields: PostFields, featured = false): BlogPost => ({
  ...fields,
  content: `## ${fields.title}\n\n${fields.excerpt}`,
  youtubeVideoId: null,
  views: 0,
  published: true,
  featured,
});

/** Fixed published posts for the blog screen's stories, newest first. */
export const featuredPost = post(
  {
    id: 10,
    slug: 'the-complete-youtube-editing-workflow',
    title: 'The Complete YouTube Editing Workflow, From Ingest to Upload',
    excerpt:
      'Every step I take between the last take and the publish button: folders, proxies, the rough cut, sound, colour, captions and the export settings that keep the platform happy.',
    category: 'Tutorials',
    imageUrl: fixtureImage(1),
    htmlCode: null,
    readTime: 12,
    publishedAt: '2025-03-14T09:00:00+00:00',
  },
  true,
);

export const blogPosts: BlogPost[] = [
  post({
    id: 12,
    slug: 'pacing-vertical-shorts',
    title: 'Pacing Vertical Shorts: Faster Is Not Always Better',
    excerpt: 'Why the fastest cut is not always the one people watch to the end.',
    category: 'Editing Tips',
    imageUrl: null,
    htmlCode: null,
    readTime: 5,
    publishedAt: '2025-04-02T08:00:00+00:00',
  }),
  post({
    id: 11,
    slug: 'thumbnails-that-earn-the-click',
    title: 'Thumbnails That Earn the Click (Without Lying)',
    excerpt:
      'Three rules for thumbnails that get clicked and keep the viewer watching, because the video delivers what the picture promised.',
    category: 'YouTube Growth',
    imageUrl: fixtureImage(2),
    htmlCode: null,
    readTime: 6,
    publishedAt: '2025-03-20T12:00:00+00:00',
  }),
  featuredPost,
  post({
    id: 5,
    slug: 'retention-curve-calculator',
    title: 'Interactive: Estimate Your Audience Retention Curve',
    excerpt:
      'Drag the sliders to see how a stronger hook and tighter middle change how many viewers reach the end of your video.',
    category: 'YouTube Growth',
    imageUrl: fixtureImage(3),
    htmlCode: '<input type="range" min="0" max="100">',
    readTime: 5,
    publishedAt: '2025-01-05T10:00:00+00:00',
  }),
  post({
    id: 3,
    slug: 'proxy-workflow-for-4k-footage',
    title: 'A Proxy Workflow for Smooth 4K Editing',
    excerpt: 'Edit 4K on a laptop: make light proxies once, cut fast, and relink for the export.',
    category: 'Tutorials',
    imageUrl: fixtureImage(4),
    htmlCode: null,
    readTime: 8,
    publishedAt: '2024-11-18T15:00:00+00:00',
  }),
  post({
    id: 1,
    slug: 'j-and-l-cuts-explained',
    title: 'J-Cuts and L-Cuts: The Invisible Edits That Make Dialogue Flow',
    excerpt:
      'Split edits are the quickest way to make an interview or talking-head video feel professional.',
    category: 'Editing Tips',
    imageUrl: fixtureImage(5),
    htmlCode: null,
    readTime: 6,
    publishedAt: '2024-09-09T07:30:00+00:00',
  }),
];

/** The categories of the posts above, sorted, plus 'Gear', which has none (the empty state). */
export const blogCategories = distinctCategories(
  [...blogPosts.map((p) => p.category), 'Gear'].sort(),
);

/** Answers a posts query from the fixtures, as the database would: filtered by category. */
export function postsPageOf(query: PostsQuery): PostsPage {
  const posts = blogPosts.filter((p) => query.category === 'All' || p.category === query.category);
  return { posts, total: posts.length };
}
