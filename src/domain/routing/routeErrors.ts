/** A route's code could not be fetched (offline, a new deploy removed the file, or too slow). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** What the router's error screen shows for a thrown value. */
export interface RouteErrorDescription {
  kind: 'chunk' | 'unexpected';
  title: string;
  detail: string;
}

interface RouteErrorResponseLike {
  status: number;
  statusText: string;
  data: unknown;
}

function isRouteErrorResponse(error: unknown): error is RouteErrorResponseLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as RouteErrorResponseLike).status === 'number' &&
    typeof (error as RouteErrorResponseLike).statusText === 'string' &&
    'data' in error
  );
}

/** Browsers word a failed dynamic import differently; all of these mean "chunk missing". */
const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && chunkFailurePatterns.some((re) => re.test(error.message));
}

/**
 * docs/product.md, shell: the router's default error screen is titled 'Unexpected Application
 * Error!' and shows the status or the message. A chunk that failed to load gets its own wording and
 * a reload action instead, because reloading is what fixes it.
 */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isChunkLoadFailure(error)) {
    return {
      kind: 'chunk',
      title: 'This page could not be loaded',
      detail:
        'Part of the site failed to download. Check your connection, then reload the page to try again.',
    };
  }
  const title = 'Unexpected Application Error!';
  if (isRouteErrorResponse(error)) {
    const detail = [error.status, error.statusText].filter(Boolean).join(' ');
    return { kind: 'unexpected', title, detail };
  }
  if (error instanceof Error) return { kind: 'unexpected', title, detail: error.message };
  if (typeof error === 'string' && error) return { kind: 'unexpected', title, detail: error };
  return { kind: 'unexpected', title, detail: 'Something went wrong.' };
}
