import type { BlogPost } from '../../domain/site/blog/post.ts';
import { BuildStop } from '../env/buildStop.ts';
import type { BuildService } from './buildServices.ts';
import type { FetchWatch } from './fetchWatch.ts';
import type * as Renderer from './renderPage.tsx';
import { postsFailureLine } from './serviceFailure.ts';

/**
 * Every published post, from the configured database. The build cannot go on without them: they
 * decide which pages exist, and the sitemap and the feed list them. A database that cannot be
 * read stops the build in one line naming it, its address and what to check; on the sandbox
 * (`database` undefined) a failure is the build's own bug and keeps its stack.
 */
export async function readPublishedPosts(
  renderer: typeof Renderer,
  { watch, database, timeoutMs }: { watch: FetchWatch; database?: BuildService; timeoutMs: number },
): Promise<BlogPost[]> {
  watch.take();
  try {
    return await renderer.publishedPosts(AbortSignal.timeout(timeoutMs));
  } catch (error) {
    if (!database) throw error;
    const failure = watch.take().get('database');
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildStop(postsFailureLine(database, failure ?? message));
  }
}
