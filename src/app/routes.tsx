import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '@/screens/RouteError';
import { lazyScreen } from './lazyScreen';
import { PageLoader } from '@/components/PageLoader';
import { Shell } from './Shell';

/** Every screen is its own chunk; the shell stays on screen while one loads or fails. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          {
            index: true,
            lazy: lazyScreen(async () => (await import('@/screens/Home')).HomeScreen),
          },
          {
            path: 'projects',
            lazy: lazyScreen(async () => {
              const [{ ProjectsScreen }, { projectsLogic }] = await Promise.all([
                import('@/screens/Projects'),
                import('./providers/projects'),
              ]);
              return function ProjectsRoute() {
                return <ProjectsScreen logic={projectsLogic} />;
              };
            }),
          },
          {
            path: 'contact',
            lazy: lazyScreen(async () => {
              const [{ ContactScreen }, { contactLogic, readContactDraft }] = await Promise.all([
                import('@/screens/Contact'),
                import('./providers/contact'),
              ]);
              return function ContactRoute() {
                // Read once the page runs: the prerendered form (and its hydration) is empty.
                // A draft then starts the form afresh with it.
                const [draft, setDraft] = useState<ReturnType<typeof readContactDraft>>();
                useEffect(() => setDraft(readContactDraft()), []);
                return (
                  <ContactScreen
                    key={draft ? 'draft' : 'blank'}
                    logic={contactLogic}
                    initialValues={draft}
                  />
                );
              };
            }),
          },
          {
            path: 'tools/qr-code-generator',
            lazy: lazyScreen(async () => {
              const [{ QrCodeGeneratorScreen }, { qrCodeLogic }] = await Promise.all([
                import('@/screens/QrCodeGenerator'),
                import('./providers/qrCode'),
              ]);
              return function QrCodeGeneratorRoute() {
                return <QrCodeGeneratorScreen logic={qrCodeLogic} />;
              };
            }),
          },
          {
            path: 'tools/youtube-calculator',
            lazy: lazyScreen(
              async () => (await import('@/screens/EarningsCalculator')).EarningsCalculatorScreen,
            ),
          },
          {
            path: 'tools/thumbnail-downloader/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ ThumbnailDownloaderScreen }, providers] = await Promise.all([
                import('@/screens/ThumbnailDownloader'),
                import('./providers/thumbnailDownloader'),
              ]);
              return function ThumbnailDownloaderRoute() {
                return (
                  <ThumbnailDownloaderScreen
                    logic={providers.thumbnailDownloaderLogic}
                    downloadLogic={providers.thumbnailDownloadLogic}
                  />
                );
              };
            }),
          },
          {
            path: 'tools',
            lazy: lazyScreen(async () => {
              const [{ ToolsScreen }, { toolsOverlayLogic }] = await Promise.all([
                import('@/screens/Tools'),
                import('./providers/tools'),
              ]);
              return function ToolsRoute() {
                return <ToolsScreen logic={toolsOverlayLogic} />;
              };
            }),
          },
          {
            path: 'portfolio',
            lazy: lazyScreen(async () => {
              const [{ PortfolioScreen }, { portfolioLogic, portfolioMediaLogic }] =
                await Promise.all([import('@/screens/Portfolio'), import('./providers/portfolio')]);
              return function PortfolioRoute() {
                return <PortfolioScreen logic={portfolioLogic} mediaLogic={portfolioMediaLogic} />;
              };
            }),
          },
          {
            path: 'blog',
            lazy: lazyScreen(async () => {
              const [{ BlogScreen }, { blogListingLogic, checkBlogConnection }] = await Promise.all(
                [import('@/screens/Blog'), import('./providers/blogListing')],
              );
              return function BlogRoute() {
                useEffect(() => {
                  const leaving = new AbortController();
                  void checkBlogConnection(leaving.signal);
                  return () => leaving.abort();
                }, []);
                return <BlogScreen logic={blogListingLogic} />;
              };
            }),
          },
          {
            path: 'blog/:slug',
            lazy: lazyScreen(async () => {
              const [{ BlogPostScreen, useBlogPostSlug }, providers, { postPageTitle }] =
                await Promise.all([
                  import('@/screens/BlogPost'),
                  import('./providers/blogPost'),
                  import('./pageTitles'),
                ]);
              return function BlogPostRoute() {
                const slug = useBlogPostSlug();
                // Keyed by slug: another post is a new screen, so its machine loads it afresh.
                return (
                  <BlogPostScreen
                    key={slug}
                    logic={providers.blogPostLogic}
                    slug={slug}
                    videoPosterUrl={providers.blogVideoPosterUrl}
                    documentTitle={postPageTitle}
                  />
                );
              };
            }),
          },
          {
            path: 'store',
            lazy: lazyScreen(async () => {
              const [{ ShopScreen }, shop] = await Promise.all([
                import('@/screens/Shop'),
                import('./providers/shop'),
              ]);
              return function ShopRoute() {
                return (
                  <ShopScreen
                    logic={shop.shopLogic}
                    storeUrl={shop.storeUrl()}
                    productUrl={shop.productPageUrl}
                  />
                );
              };
            }),
          },
          {
            path: 'tools/video-analyzer/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ VideoAnalyzerScreen }, { videoAnalyzerLogic }] = await Promise.all([
                import('@/screens/VideoAnalyzer'),
                import('./providers/videoAnalyzer'),
              ]);
              return function VideoAnalyzerRoute() {
                return <VideoAnalyzerScreen logic={videoAnalyzerLogic} />;
              };
            }),
          },
          {
            path: 'tools/channel-analyzer/:channelId?',
            lazy: lazyScreen(async () => {
              const [{ ChannelAnalyzerScreen }, { channelAnalyzerLogic }] = await Promise.all([
                import('@/screens/ChannelAnalyzer'),
                import('./providers/channelAnalyzer'),
              ]);
              return function ChannelAnalyzerRoute() {
                return <ChannelAnalyzerScreen logic={channelAnalyzerLogic} />;
              };
            }),
          },
          {
            path: 'tools/channel-comparer',
            lazy: lazyScreen(async () => {
              const [{ ChannelComparerScreen }, { channelComparerLogic }] = await Promise.all([
                import('@/screens/ChannelComparer'),
                import('./providers/channelComparer'),
              ]);
              return function ChannelComparerRoute() {
                return <ChannelComparerScreen logic={channelComparerLogic} />;
              };
            }),
          },
          {
            path: 'tools/channel-consultant',
            lazy: lazyScreen(async () => {
              const [{ ChannelConsultantScreen }, { channelConsultantLogic }] = await Promise.all([
                import('@/screens/ChannelConsultant'),
                import('./providers/channelConsultant'),
              ]);
              return function ChannelConsultantRoute() {
                return <ChannelConsultantScreen logic={channelConsultantLogic} />;
              };
            }),
          },
          {
            path: 'tools/subscribe-link-generator',
            lazy: lazyScreen(async () => {
              const [{ SubscribeLinkGeneratorScreen }, providers] = await Promise.all([
                import('@/screens/SubscribeLinkGenerator'),
                import('./providers/subscribeLink'),
              ]);
              return function SubscribeLinkGeneratorRoute() {
                return (
                  <SubscribeLinkGeneratorScreen
                    logic={providers.subscribeLinkLogic}
                    qrLogic={providers.subscribeQrLogic}
                  />
                );
              };
            }),
          },
          {
            path: 'tools/thumbnail-tester',
            lazy: lazyScreen(async () => {
              const [{ ThumbnailTesterScreen }, { thumbnailTesterLogic }] = await Promise.all([
                import('@/screens/ThumbnailTester'),
                import('./providers/thumbnailTester'),
              ]);
              return function ThumbnailTesterRoute() {
                return <ThumbnailTesterScreen logic={thumbnailTesterLogic} />;
              };
            }),
          },
          {
            path: 'tools/tag-generator/:searchTitle?',
            lazy: lazyScreen(async () => {
              const [{ TagGeneratorScreen }, { tagGeneratorLogic }] = await Promise.all([
                import('@/screens/TagGenerator'),
                import('./providers/tagGenerator'),
              ]);
              return function TagGeneratorRoute() {
                return <TagGeneratorScreen logic={tagGeneratorLogic} />;
              };
            }),
          },
          {
            path: 'tools/outlier-finder/:searchQuery?/:type?',
            lazy: lazyScreen(async () => {
              const [{ OutlierFinderScreen }, { outlierFinderLogic }] = await Promise.all([
                import('@/screens/OutlierFinder'),
                import('./providers/outlierFinder'),
              ]);
              return function OutlierFinderRoute() {
                return <OutlierFinderScreen logic={outlierFinderLogic} />;
              };
            }),
          },
          {
            path: 'tools/playlist-analyzer/:playlistId?',
            lazy: lazyScreen(async () => {
              const [{ PlaylistAnalyzerScreen }, { playlistAnalyzerLogic }] = await Promise.all([
                import('@/screens/PlaylistAnalyzer'),
                import('./providers/playlistAnalyzer'),
              ]);
              return function PlaylistAnalyzerRoute() {
                return <PlaylistAnalyzerScreen logic={playlistAnalyzerLogic} />;
              };
            }),
          },
          {
            path: 'tools/youtube-transcript/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ TranscriptViewerScreen }, { transcriptViewerLogic, transcriptFileLogic }] =
                await Promise.all([
                  import('@/screens/TranscriptViewer'),
                  import('./providers/transcriptViewer'),
                ]);
              return function TranscriptViewerRoute() {
                return (
                  <TranscriptViewerScreen
                    logic={transcriptViewerLogic}
                    fileLogic={transcriptFileLogic}
                  />
                );
              };
            }),
          },
          {
            path: 'tools/comment-downloader/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ CommentDownloaderScreen }, providers] = await Promise.all([
                import('@/screens/CommentDownloader'),
                import('./providers/commentDownloader'),
              ]);
              return function CommentDownloaderRoute() {
                return (
                  <CommentDownloaderScreen
                    logic={providers.commentDownloaderLogic}
                    saveFile={providers.saveCommentFile}
                  />
                );
              };
            }),
          },
          {
            path: 'tools/color-palette',
            lazy: lazyScreen(async () => {
              const [{ ColorPaletteScreen }, { colorPaletteLogic }] = await Promise.all([
                import('@/screens/ColorPalette'),
                import('./providers/colorPalette'),
              ]);
              return function ColorPaletteRoute() {
                return <ColorPaletteScreen logic={colorPaletteLogic} />;
              };
            }),
          },
          {
            path: 'tools/comment-picker/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ CommentPickerScreen }, providers] = await Promise.all([
                import('@/screens/CommentPicker'),
                import('./providers/commentPicker'),
              ]);
              return function CommentPickerRoute() {
                return (
                  <CommentPickerScreen
                    logic={providers.commentPickerLogic}
                    drawLogic={providers.commentDrawLogic}
                    random={providers.commentPickerRandom}
                  />
                );
              };
            }),
          },
          {
            path: 'links',
            lazy: lazyScreen(async () => (await import('@/screens/Links')).LinksScreen),
          },
          {
            path: 'extra-links',
            lazy: lazyScreen(async () => (await import('@/screens/ExtraLinks')).ExtraLinksScreen),
          },
          {
            path: '*',
            lazy: lazyScreen(async () => (await import('@/screens/NotFound')).NotFoundScreen),
          },
        ],
      },
    ],
  },
];
