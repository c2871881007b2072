/**
 * The one place where database rows become the product's types (docs/architecture.md, layers): each
 * reader copies the fields the domain names, under the domain's names (`image_url` becomes
 * `imageUrl`), so columns the site does not show (created_at and updated_at of posts, for
 * example) stay in the service and nothing past it reads a column's name. Addresses go through
 * the URL policy (`src/domain/urls`): a picture must be https or on this site, a project's page
 * http(s).
 */
import type { ContactSubmission } from '@/domain/site/contact/message';
import { safeLinkUrl, safeMediaUrl } from '@/domain/urls/urlPolicy';
import type { BlogPost } from '@/domain/site/blog/post';
import type { PortfolioVideo } from '@/domain/site/portfolio/video';
import type { Project } from '@/domain/site/projects/project';
import type {
  BlogPostRow,
  ContactMessageArgs,
  PortfolioVideoRow,
  ProjectRow,
} from './database.types';

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    imageUrl: safeMediaUrl(row.image_url),
    htmlCode: row.html_code,
    youtubeVideoId: row.youtube_video_id,
    readTime: row.read_time,
    published: row.published,
    featured: row.featured,
    publishedAt: row.published_at,
    views: row.views,
  };
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    featured: row.featured,
    title: row.title,
    description: row.description,
    category: row.category,
    projectUrl: safeLinkUrl(row.project_url),
    imageUrl: safeMediaUrl(row.image_url),
    colorAccent: row.color_accent,
  };
}

/** The row alone; the platform's title, thumbnail and duration are added by the portfolio read. */
export function toPortfolioVideo(row: PortfolioVideoRow): PortfolioVideo {
  return {
    id: row.id,
    videoId: row.video_id,
    tag: row.tag,
    description: row.description,
    createdAt: row.created_at,
  };
}

/** The arguments of `submit_contact_message`; the database dates the message itself. */
export function toContactMessageArgs(
  message: ContactSubmission,
  altcha: string,
): ContactMessageArgs {
  return {
    name: message.name,
    email: message.email,
    project_type: message.projectType,
    message: message.message,
    altcha,
  };
}
