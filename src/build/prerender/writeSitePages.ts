import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../../domain/routing/routeTable.ts';
import type { BuildService } from './buildServices.ts';
import { captureConsole } from './captureConsole.ts';
import { watchServiceFetches } from './fetchWatch.ts';
import { FEED_PATH, headTags, withoutDefaultMeta } from './headTags.ts';
import { robotsTxt, rssXml, sitemapXml } from './feeds.ts';
import { APP_MODULE, pageAssets, type BuildManifest } from './pageAssets.ts';
import { pageFileName, pageHtml } from './pageHtml.ts';
import { pagesToPrerender } from './pagePaths.ts';
import { prerenderReport } from './prerenderReport.ts';
import { previewImagePng } from './previewImage.ts';
import { readPublishedPosts } from './readPublishedPosts.ts';
import type * as Renderer from './renderPage.tsx';

function write(outDir: string, file: string, content: string | Buffer): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/**
 * Writes every page that needs no visitor's input (and each published post's), each with its
 * metadata and preview picture, then robots.txt, sitemap.xml and the blog's feed. `services`:
 * the configured ones (not the sandbox), whose failures are reported one line per service.
 */
export async function writeSitePages(build: {
  renderer: typeof Renderer;
  origin: string;
  siteUrl: string;
  outDir: string;
  template: string;
  manifest: BuildManifest;
  timeoutMs: number;
  services: readonly BuildService[];
  warn: (message: string) => void;
}): Promise<{ pages: number }> {
  const watch = watchServiceFetches(build.services);
  try {
    return await writePages(build, watch);
  } finally {
    watch.stop();
  }
}

async function writePages(
  build: Parameters<typeof writeSitePages>[0],
  watch: ReturnType<typeof watchServiceFetches>,
): Promise<{ pages: number }> {
  const { renderer, origin, siteUrl, outDir, manifest, timeoutMs, services } = build;
  const template = withoutDefaultMeta(build.template);
  const site = renderer.siteInfo();
  const database = services.find(({ id }) => id === 'database');
  const posts = await readPublishedPosts(renderer, { watch, database, timeoutMs });
  const pages = [
    ...pagesToPrerender().map((pathname) => ({ pathname, post: undefined })),
    ...posts.map((post) => ({ pathname: ROUTES['blog-post'].to(post.slug), post })),
  ];
  const report = prerenderReport(services);
  for (const { pathname, post } of pages) {
    watch.take();
    const { value: page, messages } = await captureConsole(() =>
      renderer.renderPage(pathname, { origin, timeoutMs }),
    );
    report.page(pathname, { problems: page.problems, messages, failures: watch.take() });
    const meta = renderer.pageMeta(pathname, siteUrl, post);
    const html = pageHtml(template, {
      ...page,
      assets: pageAssets(manifest, [APP_MODULE, ...page.modules]),
      meta: headTags(meta, site.feedTitle),
    });
    write(outDir, pageFileName(pathname), html);
    const preview = await previewImagePng({
      title: meta.title.split(' — ')[0] ?? meta.title,
      siteName: site.name,
      siteAddress: new URL(siteUrl).host,
    });
    write(outDir, renderer.previewImagePath(pathname), preview);
  }
  write(outDir, 'robots.txt', robotsTxt(siteUrl));
  write(
    outDir,
    'sitemap.xml',
    sitemapXml(
      pages.map(({ pathname, post }) => ({
        url: renderer.pageMeta(pathname, siteUrl, post).url,
        lastModified: post?.publishedAt,
      })),
    ),
  );
  write(
    outDir,
    FEED_PATH,
    rssXml({ siteUrl, title: site.feedTitle, description: site.feedDescription, posts }),
  );
  report.lines().forEach(build.warn);
  return { pages: pages.length };
}
