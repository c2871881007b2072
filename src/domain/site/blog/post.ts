/**
 * A blog post (docs/product.md, blog: `blog_posts`), with the documented field names. The content
 * service maps the database rows to it; visitors only ever see published posts.
 */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  category: string;
  image_url: string | null;
  /** The optional interactive HTML block, shown in a sandboxed frame. */
  html_code: string | null;
  youtube_video_id: string | null;
  /** Minutes. */
  read_time: number;
  published: boolean;
  featured: boolean;
  published_at: string;
  views: number;
}
