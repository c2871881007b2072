import { owner, socials } from '@/config/site';
import type { BlogPost } from '@/domain/site/blog/post';
import { routeNameAt } from '@/domain/routing/routeTable';
import { TOOLS } from '@/domain/tool-kit/catalogue';
import { PAGES, postPageTitle, SITE_DESCRIPTION, SITE_NAME, toolPageTitle } from '@/app/pageTitles';

/** What a page says about itself to search engines and link previews (issue 16, item 2). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  type: 'website' | 'article';
  /** Its preview picture (1200×630), made at build time. */
  image: string;
  /** Structured data (schema.org, JSON-LD). */
  jsonLd: Record<string, unknown>[];
}

const person = (siteUrl: string) => ({
  '@type': 'Person',
  name: owner.name,
  jobTitle: owner.jobTitle,
  url: `${siteUrl}/`,
  image: new URL(owner.photo, siteUrl).href,
  sameAs: socials.map((social) => social.url),
});

const withContext = (data: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  ...data,
});

/** The metadata of the page at `pathname`; `post` for a post's page. */
export function pageMeta(pathname: string, siteUrl: string, post?: BlogPost): PageMeta {
  const url = `${siteUrl}${pathname === '/' ? '/' : pathname}`;
  const image = `${siteUrl}${previewImagePath(pathname)}`;
  if (post) return postMeta(post, url, image, siteUrl);
  const route = routeNameAt(pathname);
  const tool = TOOLS.find((entry) => entry.id === route);
  if (tool) {
    return {
      title: toolPageTitle(tool.name),
      description: tool.description,
      url,
      type: 'website',
      image,
      jsonLd: [webApplication(tool.name, tool.description, url)],
    };
  }
  const page = PAGES[route] ?? { title: SITE_NAME, description: SITE_DESCRIPTION };
  const jsonLd =
    route === 'home'
      ? [withContext(person(siteUrl))]
      : route === 'youtube-transcript'
        ? [webApplication(page.title.split(' — ')[0] ?? page.title, page.description, url)]
        : [];
  return { ...page, url, type: 'website', image, jsonLd };
}

function webApplication(name: string, description: string, url: string) {
  return withContext({
    '@type': 'WebApplication',
    name,
    description,
    url,
    applicationCategory: 'MultimediaApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  });
}

function postMeta(post: BlogPost, url: string, image: string, siteUrl: string): PageMeta {
  const posting = withContext({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    url,
    mainEntityOfPage: url,
    image,
    articleSection: post.category,
    author: person(siteUrl),
  });
  const video = post.youtubeVideoId
    ? [
        withContext({
          '@type': 'VideoObject',
          name: post.title,
          description: post.excerpt,
          // The video's own upload date is not in the post; the post's date is when it joined it.
          uploadDate: post.publishedAt,
          thumbnailUrl: `https://i.ytimg.com/vi/${post.youtubeVideoId}/hqdefault.jpg`,
          embedUrl: `https://www.youtube-nocookie.com/embed/${post.youtubeVideoId}`,
        }),
      ]
    : [];
  return {
    title: postPageTitle(post.title),
    description: post.excerpt,
    url,
    type: 'article',
    image,
    jsonLd: [posting, ...video],
  };
}

/** Where a page's preview picture goes: `/` → /previews/home.png, `/blog/a` → /previews/blog/a.png. */
export function previewImagePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/previews/${trimmed === '' ? 'home' : trimmed}.png`;
}
