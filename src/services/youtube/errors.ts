import type { ApiErrorBody } from './types';

/**
 * Typed failures of the YouTube client (docs/architecture.md, requests). Screens map `kind` (and,
 * where they need finer messages, the API's `reason`) to the documented texts in one table.
 */
export type YouTubeErrorKind =
  | 'quota' // quotaExceeded, dailyLimitExceeded: every key's daily quota used up
  | 'rate-limit' // rateLimitExceeded, userRateLimitExceeded, 429: too many requests just now
  | 'key' // the key is invalid, blocked, refused for its referrer/IP restriction, or missing
  | 'not-found' // videoNotFound, playlistNotFound, channelNotFound... or HTTP 404
  | 'forbidden' // commentsDisabled, playlistItemsNotAccessible... or another 401/403
  | 'bad-request' // invalidPageToken, invalidSearchFilter... or another 400
  | 'network' // no answer at all: offline, DNS, CORS
  | 'timeout' // no answer within the request's deadline (15 s by default); worth retrying
  | 'aborted' // the caller's AbortSignal fired
  | 'server' // 5xx (backendError) or an answer we could not read
  | 'no-transcript'; // timedtext answered with an empty body: captions unavailable

export class YouTubeError extends Error {
  override name = 'YouTubeError';

  constructor(
    readonly kind: YouTubeErrorKind,
    message: string,
    /** The HTTP status; 0 when no response arrived (network, aborted, no key configured). */
    readonly status: number,
    /** The API's `errors[0].reason` (e.g. 'commentsDisabled'), or one of ours for local cases. */
    readonly reason: string,
    /** The resource called ('videos', 'commentThreads', 'timedtext'...); never the URL or key. */
    readonly resource = '',
  ) {
    super(message);
  }
}

/** timedtext answered 200 with an empty body (or no text at all): captions are unavailable. */
export class NoTranscriptError extends YouTubeError {
  override name = 'NoTranscriptError';

  constructor(readonly videoId: string) {
    super('no-transcript', 'No transcript found', 200, 'noTranscript', 'timedtext');
  }
}

/** The key's daily quota is used up: it may be tried again after the reset. */
const quotaReasons = new Set(['quotaExceeded', 'dailyLimitExceeded']);
/** Too many requests in a short time: wait and try the same key again. */
const rateLimitReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const keyReasons = new Set(['keyInvalid', 'keyExpired', 'accessNotConfigured', 'ipRefererBlocked']);
const keyDetailReasons = new Set([
  'API_KEY_INVALID',
  'API_KEY_SERVICE_BLOCKED',
  'SERVICE_DISABLED',
  // The key's application restrictions refuse this caller (403, reason 'forbidden').
  'API_KEY_HTTP_REFERRER_BLOCKED',
  'API_KEY_IP_ADDRESS_BLOCKED',
  'API_KEY_ANDROID_APP_BLOCKED',
  'API_KEY_IOS_APP_BLOCKED',
]);
/**
 * The same refusals as they read when the body has no `details` (older gateway answers):
 * "Requests from referer https://… are blocked.", "The provided API key has an IP address
 * restriction. …", "There is a per-IP or per-Referer restriction configured on your API key…".
 */
const keyRestrictionMessages = [
  /^Requests from referer .* are blocked\.?$/i,
  /API key has an IP address restriction/i,
  /per-IP or per-Referer restriction/i,
];
const forbiddenReasons = new Set([
  'commentsDisabled',
  'forbidden',
  'playlistItemsNotAccessible',
  'playlistForbidden',
  'channelForbidden',
]);

/**
 * Whether trying the same request with another key can help (docs/sandbox.md, wire formats;
 * docs/architecture.md, env).
 */
export function isKeyProblem(error: YouTubeError): boolean {
  return error.kind === 'quota' || error.kind === 'key';
}

function kindOf(
  status: number,
  reason: string,
  message: string,
  details: string[],
): YouTubeErrorKind {
  if (quotaReasons.has(reason)) return 'quota';
  if (rateLimitReasons.has(reason) || status === 429) return 'rate-limit';
  if (keyReasons.has(reason) || details.some((detail) => keyDetailReasons.has(detail))) {
    return 'key';
  }
  if (reason === 'badRequest' && /API key not valid/i.test(message)) return 'key';
  if (status === 403 && keyRestrictionMessages.some((pattern) => pattern.test(message))) {
    return 'key';
  }
  if (/NotFound$/.test(reason) || status === 404) return 'not-found';
  if (forbiddenReasons.has(reason) || status === 401 || status === 403) return 'forbidden';
  if (status >= 500 || reason === 'backendError') return 'server';
  if (status >= 400) return 'bad-request';
  return 'server';
}

/** API messages carry HTML (`<code>`, `<a href>`): keep the text only. */
function plainText(message: string): string {
  return message
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function asErrorBody(body: unknown): ApiErrorBody['error'] {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as ApiErrorBody).error;
  return typeof error === 'object' ? error : undefined;
}

/** Builds the typed error for an HTTP error response from its parsed JSON body (if any). */
export function toYouTubeError(status: number, body: unknown, resource: string): YouTubeError {
  const error = asErrorBody(body);
  const first = error?.errors?.[0];
  const reason = first?.reason ?? error?.status ?? `http${status}`;
  const raw = error?.message ?? first?.message ?? `HTTP ${status}`;
  const details = (error?.details ?? []).flatMap((detail) => detail.reason ?? []);
  const kind = kindOf(status, reason, raw, details);
  return new YouTubeError(kind, plainText(raw) || `HTTP ${status}`, status, reason, resource);
}

export function abortedError(resource = ''): YouTubeError {
  return new YouTubeError('aborted', 'The request was aborted', 0, 'aborted', resource);
}

/** No answer (or no whole body) within the request's deadline. */
export function timeoutError(resource: string, within: string): YouTubeError {
  return new YouTubeError(
    'timeout',
    `The YouTube API did not answer within ${within}`,
    0,
    'timeout',
    resource,
  );
}

export function networkError(cause: unknown, resource: string): YouTubeError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new YouTubeError(
    'network',
    `The YouTube API could not be reached (${detail})`,
    0,
    'networkError',
    resource,
  );
}
