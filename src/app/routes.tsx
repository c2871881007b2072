import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_NAMES, ROUTES, type RouteName } from '@/domain/routing/routeTable';
import { RouteErrorScreen } from '@/screens/shared/RouteErrorScreen';
import { PageLoader } from '@/components/shared/PageLoader';
import { lazyScreen } from './lazyScreen';
import { Shell } from './Shell';

/** A feature's provider module (src/app/providers/…): the props the app gives its screen. */
interface Providers<P> {
  screenProps: () => P;
}

/**
 * A route's component once its screen's module and its feature's provider module have loaded,
 * side by side (each is a chunk of its own): the screen with the props the app provides.
 */
async function screen(loading: Promise<ComponentType>): Promise<ComponentType>;
async function screen<P extends object>(
  loading: Promise<ComponentType<P>>,
  providing: Promise<Providers<P>>,
): Promise<ComponentType>;
async function screen<P extends object>(
  loading: Promise<ComponentType<P>>,
  providing?: Promise<Providers<P>>,
): Promise<ComponentType> {
  const [Screen, providers] = await Promise.all([loading, providing]);
  if (!providers) return Screen as ComponentType;
  return function Route() {
    return <Screen {...providers.screenProps()} />;
  };
}

/**
 * Each route's screen, by the route table's names. A route whose wiring has something of its
 * own (the contact form's draft, the blog's connection check, a post keyed by its slug) has a
 * route component beside its screen.
 */
const load: Record<RouteName, () => Promise<ComponentType>> = {
  home: () => screen(import('@/screens/site/home/HomeScreen').then((m) => m.HomeScreen)),
  projects: () =>
    screen(
      import('@/screens/site/projects/ProjectsScreen').then((m) => m.ProjectsScreen),
      import('@/app/providers/site/projects'),
    ),
  contact: () =>
    screen(
      import('@/screens/site/contact/ContactScreen').then((m) => m.ContactRoute),
      import('@/app/providers/site/contact'),
    ),
  portfolio: () =>
    screen(
      import('@/screens/site/portfolio/PortfolioScreen').then((m) => m.PortfolioScreen),
      import('@/app/providers/site/portfolio'),
    ),
  blog: () =>
    screen(
      import('@/screens/site/blog/BlogScreen').then((m) => m.BlogRoute),
      import('@/app/providers/site/blog'),
    ),
  'blog-post': () =>
    screen(
      import('@/screens/site/blog/BlogPostScreen').then((m) => m.BlogPostRoute),
      import('@/app/providers/site/blogPost'),
    ),
  store: () =>
    screen(
      import('@/screens/site/store/StoreScreen').then((m) => m.StoreScreen),
      import('@/app/providers/site/store'),
    ),
  links: () => screen(import('@/screens/site/links/LinksScreen').then((m) => m.LinksScreen)),
  'extra-links': () =>
    screen(import('@/screens/site/links/ExtraLinksScreen').then((m) => m.ExtraLinksScreen)),
  tools: () =>
    screen(
      import('@/screens/site/tools/ToolsScreen').then((m) => m.ToolsScreen),
      import('@/app/providers/site/tools'),
    ),
  'qr-code-generator': () =>
    screen(
      import('@/screens/tools/qr-code-generator/QrCodeGeneratorScreen').then(
        (m) => m.QrCodeGeneratorScreen,
      ),
      import('@/app/providers/tools/qr-code-generator'),
    ),
  'youtube-calculator': () =>
    screen(
      import('@/screens/tools/youtube-calculator/YoutubeCalculatorScreen').then(
        (m) => m.YoutubeCalculatorScreen,
      ),
    ),
  'thumbnail-downloader': () =>
    screen(
      import('@/screens/tools/thumbnail-downloader/ThumbnailDownloaderScreen').then(
        (m) => m.ThumbnailDownloaderScreen,
      ),
      import('@/app/providers/tools/thumbnail-downloader'),
    ),
  'video-analyzer': () =>
    screen(
      import('@/screens/tools/video-analyzer/VideoAnalyzerScreen').then(
        (m) => m.VideoAnalyzerScreen,
      ),
      import('@/app/providers/tools/video-analyzer'),
    ),
  'channel-analyzer': () =>
    screen(
      import('@/screens/tools/channel-analyzer/ChannelAnalyzerScreen').then(
        (m) => m.ChannelAnalyzerScreen,
      ),
      import('@/app/providers/tools/channel-analyzer'),
    ),
  'channel-comparer': () =>
    screen(
      import('@/screens/tools/channel-comparer/ChannelComparerScreen').then(
        (m) => m.ChannelComparerScreen,
      ),
      import('@/app/providers/tools/channel-comparer'),
    ),
  'channel-consultant': () =>
    screen(
      import('@/screens/tools/channel-consultant/ChannelConsultantScreen').then(
        (m) => m.ChannelConsultantScreen,
      ),
      import('@/app/providers/tools/channel-consultant'),
    ),
  'subscribe-link-generator': () =>
    screen(
      import('@/screens/tools/subscribe-link-generator/SubscribeLinkGeneratorScreen').then(
        (m) => m.SubscribeLinkGeneratorScreen,
      ),
      import('@/app/providers/tools/subscribe-link-generator'),
    ),
  'thumbnail-tester': () =>
    screen(
      import('@/screens/tools/thumbnail-tester/ThumbnailTesterScreen').then(
        (m) => m.ThumbnailTesterScreen,
      ),
      import('@/app/providers/tools/thumbnail-tester'),
    ),
  'tag-generator': () =>
    screen(
      import('@/screens/tools/tag-generator/TagGeneratorScreen').then((m) => m.TagGeneratorScreen),
      import('@/app/providers/tools/tag-generator'),
    ),
  'outlier-finder': () =>
    screen(
      import('@/screens/tools/outlier-finder/OutlierFinderScreen').then(
        (m) => m.OutlierFinderScreen,
      ),
      import('@/app/providers/tools/outlier-finder'),
    ),
  'playlist-analyzer': () =>
    screen(
      import('@/screens/tools/playlist-analyzer/PlaylistAnalyzerScreen').then(
        (m) => m.PlaylistAnalyzerScreen,
      ),
      import('@/app/providers/tools/playlist-analyzer'),
    ),
  'youtube-transcript': () =>
    screen(
      import('@/screens/tools/youtube-transcript/YoutubeTranscriptScreen').then(
        (m) => m.YoutubeTranscriptScreen,
      ),
      import('@/app/providers/tools/youtube-transcript'),
    ),
  'comment-downloader': () =>
    screen(
      import('@/screens/tools/comment-downloader/CommentDownloaderScreen').then(
        (m) => m.CommentDownloaderScreen,
      ),
      import('@/app/providers/tools/comment-downloader'),
    ),
  'color-palette': () =>
    screen(
      import('@/screens/tools/color-palette/ColorPaletteScreen').then((m) => m.ColorPaletteScreen),
      import('@/app/providers/tools/color-palette'),
    ),
  'comment-picker': () =>
    screen(
      import('@/screens/tools/comment-picker/CommentPickerScreen').then(
        (m) => m.CommentPickerScreen,
      ),
      import('@/app/providers/tools/comment-picker'),
    ),
  'not-found': () =>
    screen(import('@/screens/site/not-found/NotFoundScreen').then((m) => m.NotFoundScreen)),
};

/** A table route as the router takes it: `/` its index, any other path relative to the root. */
function routeObject(name: RouteName): RouteObject {
  const { path } = ROUTES[name];
  const lazy = lazyScreen(load[name]);
  return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
}

/** Every screen is its own chunk; the shell stays on screen while one loads or fails. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader />,
    children: [{ errorElement: <RouteErrorScreen />, children: ROUTE_NAMES.map(routeObject) }],
  },
];
