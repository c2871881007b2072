/**
 * A blog post (docs/product.md, blog: `blog_posts`), in the product's names (the row's `image_url`
 * is `imageUrl`, and so on). The content service maps the database rows to it, once; visitors only
 * ever see published posts.
 */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  category: string;
  imageUrl: string | null;
  /** The optional interactive HTML block, shown in a sandboxed frame. */
  htmlCode: string | null;
  youtubeVideoId: string | null;
  /** Minutes. */
  readTime: number;
  published: boolean;
  featured: boolean;
  publishedAt: string;
  views: number;
}
