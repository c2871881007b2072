import type { BuildService } from './buildServices.ts';

/** Why a request to a service got no usable answer. */
export type ServiceFailure =
  | { kind: 'unreachable'; detail: string }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'status'; status: number; detail: string };

/** The longest API message a line quotes. */
const MAX_DETAIL = 160;

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL - 1)}…` : line;
}

/**
 * What a rejected fetch says about the network: Node's `fetch failed` hides the reason in its
 * `cause` (`connect ECONNREFUSED 127.0.0.1:9`, `getaddrinfo ENOTFOUND …`, a certificate error),
 * an AggregateError when every address of the host failed.
 */
export function networkFailure(error: unknown, elapsedMs: number): ServiceFailure {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return { kind: 'timeout', seconds: Math.round(elapsedMs / 1000) };
  }
  const cause =
    error instanceof Error ? (error.cause as Partial<AggregateError> | undefined) : undefined;
  const detail =
    cause?.message ||
    (cause?.errors?.[0] as Error | undefined)?.message ||
    (cause as { code?: string } | undefined)?.code ||
    (error instanceof Error ? error.message : String(error));
  return { kind: 'unreachable', detail: oneLine(detail) };
}

/**
 * An HTTP error answer: its status and the API's own message when the body has one (Google's
 * `error.message`, PostgREST's `message`).
 */
export function statusFailure(status: number, body: string): ServiceFailure {
  let detail = '';
  try {
    const json = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof json.error === 'object' ? json.error.message : (json.message ?? json.error);
    if (typeof message === 'string') detail = oneLine(message);
  } catch {
    // Not JSON: the status says enough.
  }
  return { kind: 'status', status, detail };
}

function describe(failure: ServiceFailure): string {
  switch (failure.kind) {
    case 'unreachable':
      return `could not be reached (${failure.detail})`;
    case 'timeout':
      return `did not answer within ${failure.seconds} s`;
    case 'status':
      return `answered ${failure.status}${failure.detail ? ` (${failure.detail})` : ''}`;
  }
}

/** The line that stops the build when the published posts cannot be read. */
export function postsFailureLine(service: BuildService, failure: ServiceFailure | string): string {
  const what = typeof failure === 'string' ? `failed: ${oneLine(failure)}` : describe(failure);
  return (
    `The build could not read the published posts: ${service.name} at ${service.address} ` +
    `${what}. Check ${service.check}.`
  );
}

/** The warning for a service that left pages without their data (they load it in the browser). */
export function serviceWarningLine(
  service: BuildService,
  failure: ServiceFailure,
  pages: readonly string[],
): string {
  const name = service.name.charAt(0).toUpperCase() + service.name.slice(1);
  return (
    `${name} at ${service.address} ${describe(failure)}: ${pages.join(', ')} prerendered ` +
    `without its data, which loads in the browser. Check ${service.check}.`
  );
}
