import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../../domain/routing/routeTable.ts';
import { FEED_PATH, headTags, withoutDefaultMeta } from './headTags.ts';
import { robotsTxt, rssXml, sitemapXml } from './feeds.ts';
import { APP_MODULE, pageAssets, type BuildManifest } from './pageAssets.ts';
import { pageFileName, pageHtml } from './pageHtml.ts';
import { pagesToPrerender } from './pagePaths.ts';
import { previewImagePng } from './previewImage.ts';
import type * as Renderer from './renderPage.tsx';

function write(outDir: string, file: string, content: string | Buffer): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/**
 * Writes every page that needs no visitor's input (and each published post's), each with its
 * metadata and preview picture, then robots.txt, sitemap.xml and the blog's feed.
 */
export async function writeSitePages(build: {
  renderer: typeof Renderer;
  origin: string;
  siteUrl: string;
  outDir: string;
  template: string;
  manifest: BuildManifest;
  timeoutMs: number;
  warn: (message: string) => void;
}): Promise<{ pages: number }> {
  const { renderer, origin, siteUrl, outDir, manifest, timeoutMs } = build;
  const template = withoutDefaultMeta(build.template);
  const site = renderer.siteInfo();
  const posts = await renderer.publishedPosts(AbortSignal.timeout(timeoutMs));
  const pages = [
    ...pagesToPrerender().map((pathname) => ({ pathname, post: undefined })),
    ...posts.map((post) => ({ pathname: ROUTES['blog-post'].to(post.slug), post })),
  ];
  for (const { pathname, post } of pages) {
    const page = await renderer.renderPage(pathname, { origin, timeoutMs });
    for (const problem of page.problems) {
      build.warn(`prerender ${pathname}: no data for ${problem}; it loads in the browser`);
    }
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
  return { pages: pages.length };
}
