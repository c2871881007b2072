import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '@/screens/shared/RouteErrorScreen';
import { lazyScreen } from './lazyScreen';
import { PageLoader } from '@/components/shared/PageLoader';
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
            lazy: lazyScreen(
              async () => (await import('@/screens/site/home/HomeScreen')).HomeScreen,
            ),
          },
          {
            path: 'projects',
            lazy: lazyScreen(async () => {
              const [{ ProjectsScreen }, { projectsLogic }] = await Promise.all([
                import('@/screens/site/projects/ProjectsScreen'),
                import('@/app/providers/site/projects'),
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
                import('@/screens/site/contact/ContactScreen'),
                import('@/app/providers/site/contact'),
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
              const [{ QrCodeGeneratorScreen }, { qrCodeGeneratorLogic }] = await Promise.all([
                import('@/screens/tools/qr-code-generator/QrCodeGeneratorScreen'),
                import('@/app/providers/tools/qr-code-generator'),
              ]);
              return function QrCodeGeneratorRoute() {
                return <QrCodeGeneratorScreen logic={qrCodeGeneratorLogic} />;
              };
            }),
          },
          {
            path: 'tools/youtube-calculator',
            lazy: lazyScreen(
              async () =>
                (await import('@/screens/tools/youtube-calculator/YoutubeCalculatorScreen'))
                  .YoutubeCalculatorScreen,
            ),
          },
          {
            path: 'tools/thumbnail-downloader/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ ThumbnailDownloaderScreen }, providers] = await Promise.all([
                import('@/screens/tools/thumbnail-downloader/ThumbnailDownloaderScreen'),
                import('@/app/providers/tools/thumbnail-downloader'),
              ]);
              return function ThumbnailDownloaderRoute() {
                return (
                  <ThumbnailDownloaderScreen
                    logic={providers.thumbnailDownloaderLogic}
                    downloadLogic={providers.thumbnailSaveLogic}
                  />
                );
              };
            }),
          },
          {
            path: 'tools',
            lazy: lazyScreen(async () => {
              const [{ ToolsScreen }, { toolsOverlayLogic }] = await Promise.all([
                import('@/screens/site/tools/ToolsScreen'),
                import('@/app/providers/site/tools'),
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
                await Promise.all([
                  import('@/screens/site/portfolio/PortfolioScreen'),
                  import('@/app/providers/site/portfolio'),
                ]);
              return function PortfolioRoute() {
                return <PortfolioScreen logic={portfolioLogic} mediaLogic={portfolioMediaLogic} />;
              };
            }),
          },
          {
            path: 'blog',
            lazy: lazyScreen(async () => {
              const [{ BlogScreen }, { blogListingLogic, checkBlogConnection }] = await Promise.all(
                [import('@/screens/site/blog/BlogScreen'), import('@/app/providers/site/blog')],
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
                  import('@/screens/site/blog/BlogPostScreen'),
                  import('@/app/providers/site/blogPost'),
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
              const [{ StoreScreen }, shop] = await Promise.all([
                import('@/screens/site/store/StoreScreen'),
                import('@/app/providers/site/store'),
              ]);
              return function StoreRoute() {
                return (
                  <StoreScreen
                    logic={shop.storeLogic}
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
                import('@/screens/tools/video-analyzer/VideoAnalyzerScreen'),
                import('@/app/providers/tools/video-analyzer'),
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
                import('@/screens/tools/channel-analyzer/ChannelAnalyzerScreen'),
                import('@/app/providers/tools/channel-analyzer'),
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
                import('@/screens/tools/channel-comparer/ChannelComparerScreen'),
                import('@/app/providers/tools/channel-comparer'),
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
                import('@/screens/tools/channel-consultant/ChannelConsultantScreen'),
                import('@/app/providers/tools/channel-consultant'),
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
                import('@/screens/tools/subscribe-link-generator/SubscribeLinkGeneratorScreen'),
                import('@/app/providers/tools/subscribe-link-generator'),
              ]);
              return function SubscribeLinkGeneratorRoute() {
                return (
                  <SubscribeLinkGeneratorScreen
                    logic={providers.subscribeLinkGeneratorLogic}
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
                import('@/screens/tools/thumbnail-tester/ThumbnailTesterScreen'),
                import('@/app/providers/tools/thumbnail-tester'),
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
                import('@/screens/tools/tag-generator/TagGeneratorScreen'),
                import('@/app/providers/tools/tag-generator'),
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
                import('@/screens/tools/outlier-finder/OutlierFinderScreen'),
                import('@/app/providers/tools/outlier-finder'),
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
                import('@/screens/tools/playlist-analyzer/PlaylistAnalyzerScreen'),
                import('@/app/providers/tools/playlist-analyzer'),
              ]);
              return function PlaylistAnalyzerRoute() {
                return <PlaylistAnalyzerScreen logic={playlistAnalyzerLogic} />;
              };
            }),
          },
          {
            path: 'tools/youtube-transcript/:videoId?',
            lazy: lazyScreen(async () => {
              const [{ YoutubeTranscriptScreen }, { youtubeTranscriptLogic, transcriptFileLogic }] =
                await Promise.all([
                  import('@/screens/tools/youtube-transcript/YoutubeTranscriptScreen'),
                  import('@/app/providers/tools/youtube-transcript'),
                ]);
              return function YoutubeTranscriptRoute() {
                return (
                  <YoutubeTranscriptScreen
                    logic={youtubeTranscriptLogic}
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
                import('@/screens/tools/comment-downloader/CommentDownloaderScreen'),
                import('@/app/providers/tools/comment-downloader'),
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
                import('@/screens/tools/color-palette/ColorPaletteScreen'),
                import('@/app/providers/tools/color-palette'),
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
                import('@/screens/tools/comment-picker/CommentPickerScreen'),
                import('@/app/providers/tools/comment-picker'),
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
            lazy: lazyScreen(
              async () => (await import('@/screens/site/links/LinksScreen')).LinksScreen,
            ),
          },
          {
            path: 'extra-links',
            lazy: lazyScreen(
              async () => (await import('@/screens/site/links/ExtraLinksScreen')).ExtraLinksScreen,
            ),
          },
          {
            path: '*',
            lazy: lazyScreen(
              async () => (await import('@/screens/site/not-found/NotFoundScreen')).NotFoundScreen,
            ),
          },
        ],
      },
    ],
  },
];
