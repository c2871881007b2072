import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { appRoutePatterns } from './appRoutePatterns.ts';
import { listOutputFiles } from './outputFiles.ts';
import { precompressFiles } from './precompress.ts';
import { parseRedirectsFile } from './redirectRules.ts';
import { redirectsFile } from './redirectsFile.ts';
import { pagePath } from './resolveRequest.ts';
import { REDIRECTS_FILE } from './staticHost.ts';

/** The page of every app route without a page of its own: index.html as built, unrendered. */
export const APP_SHELL_FILE = 'app-shell.html';
/** What the host answers unknown paths with (status 404): the app shell, whose router shows
 * its not-found screen for them. */
export const NOT_FOUND_FILE = '404.html';

/**
 * Completes a built site in `outDir` for the host, once every page is written: `_redirects`
 * for the app's routes that have no page, and the compressed copies of every text file.
 */
export async function writeHostFiles(outDir: string) {
  const htmlFiles = listOutputFiles(outDir)
    .map((file) => file.urlPath)
    .filter((file) => file.endsWith('.html'));
  const redirects = redirectsFile({
    routes: appRoutePatterns,
    htmlFiles,
    shell: pagePath(`/${APP_SHELL_FILE}`),
  });
  writeFileSync(path.join(outDir, REDIRECTS_FILE), redirects);
  const { rules, problems } = parseRedirectsFile(redirects);
  const compressed = await precompressFiles(listOutputFiles(outDir));
  return { rewrites: rules.length, problems, compressed };
}
