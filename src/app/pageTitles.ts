import { owner } from '@/config/site';
import { routeNameAt, type RouteName } from '@/domain/routing/routeTable';
import { TOOLS } from '@/domain/tool-kit/catalogue';

export const SITE_NAME = `${owner.name} — ${owner.jobTitle}`;
export const SITE_DESCRIPTION = `${owner.name}, professional video editor: portfolio, blog, merch and free tools for YouTube creators.`;

/**
 * The pages with words of their own, by the route table's names (src/domain/routing); the rest
 * take the site's, a tool its catalogue entry's.
 */
export const PAGES: Readonly<Partial<Record<RouteName, { title: string; description: string }>>> = {
  home: { title: SITE_NAME, description: SITE_DESCRIPTION },
  portfolio: {
    title: `Portfolio — ${owner.name}`,
    description: `The showreel and the edits of ${owner.name}: YouTube videos, brand films and music videos, filterable by kind.`,
  },
  projects: {
    title: `Projects — ${owner.name}`,
    description: `Projects and collaborations of ${owner.name}, video editor.`,
  },
  store: {
    title: `Shop — ${owner.name}`,
    description: 'Support my work with exclusive merch and products.',
  },
  blog: {
    title: `Blog — ${owner.name}`,
    description: 'Tips, tutorials and insights on content creation and channel growth.',
  },
  contact: {
    title: `Contact — ${owner.name}`,
    description: `Tell ${owner.name} about your project: YouTube, brand, music video or anything else worth editing.`,
  },
  links: { title: `Links — ${owner.name}`, description: owner.shortBio },
  'extra-links': { title: `More links — ${owner.name}`, description: owner.shortBio },
  tools: {
    title: `Free YouTube Tools — ${owner.name}`,
    description:
      'Sixteen free tools for YouTube creators: analyzers, an outlier finder, tag and link generators, comment tools, thumbnails, transcripts and more.',
  },
  'youtube-transcript': {
    title: `YouTube Transcript Viewer — ${owner.name}`,
    description:
      'Read, search and download the transcript of a YouTube video, or open a subtitle file; timestamps play the video from there.',
  },
};

export const toolPageTitle = (toolName: string) =>
  `${toolName} — Free YouTube Tool by ${owner.name}`;

export const postPageTitle = (postTitle: string) => `${postTitle} — ${owner.name}`;

/**
 * The browser tab's title for a page the app navigates to (the build writes the same into each
 * page's head); undefined for a post's page, whose screen names it once the post is loaded.
 */
export function pageTitle(pathname: string): string | undefined {
  const route = routeNameAt(pathname);
  if (route === 'blog-post') return undefined;
  const tool = TOOLS.find((entry) => entry.id === route);
  return tool ? toolPageTitle(tool.name) : (PAGES[route]?.title ?? SITE_NAME);
}
