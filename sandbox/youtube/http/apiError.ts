/**
 * The API's error JSON (Google JSON error format, docs/sandbox.md, wire formats):
 * `{"error":{"code","message","errors":[{"message","domain","reason",...}],"status"?}}`.
 */
export interface ErrorDetail {
  message: string;
  domain: string;
  reason: string;
  location?: string;
  locationType?: 'parameter';
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly detail: ErrorDetail,
    /** The canonical gRPC name; real captures leave it out for some errors (quotaExceeded). */
    readonly status?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail.message);
  }

  toJSON(): unknown {
    return {
      error: {
        code: this.code,
        message: this.detail.message,
        errors: [this.detail],
        ...(this.status ? { status: this.status } : {}),
        ...this.extra,
      },
    };
  }
}

const parameter = (location: string) => ({ location, locationType: 'parameter' as const });

export const errors = {
  missingKey: () =>
    new ApiError(
      403,
      { message: 'The request is missing a valid API key.', domain: 'global', reason: 'forbidden' },
      'PERMISSION_DENIED',
    ),
  keyInvalid: () =>
    new ApiError(
      400,
      {
        message: 'API key not valid. Please pass a valid API key.',
        domain: 'usageLimits',
        reason: 'keyInvalid',
      },
      'INVALID_ARGUMENT',
      {
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'youtube.googleapis.com' },
          },
        ],
      },
    ),
  quotaExceeded: () =>
    new ApiError(403, {
      message:
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      domain: 'youtube.quota',
      reason: 'quotaExceeded',
    }),
  /**
   * A key whose application restriction refuses the calling site, as Google's gateway answers
   * today: reason 'forbidden', the restriction named in an ErrorInfo detail.
   */
  referrerBlocked: (referer: string | undefined) => {
    const shown = referer && referer !== '' ? referer : '<empty>';
    return new ApiError(
      403,
      {
        message: `Requests from referer ${shown} are blocked.`,
        domain: 'global',
        reason: 'forbidden',
      },
      'PERMISSION_DENIED',
      {
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
            domain: 'googleapis.com',
            metadata: {
              service: 'youtube.googleapis.com',
              httpReferrer: shown,
              consumer: 'projects/000000000000',
            },
          },
        ],
      },
    );
  },
  /** Too many requests in a short time (Google's usage-limits error; not the daily quota). */
  rateLimitExceeded: () =>
    new ApiError(403, {
      message: 'Rate Limit Exceeded',
      domain: 'usageLimits',
      reason: 'rateLimitExceeded',
    }),
  backendError: () =>
    new ApiError(
      500,
      { message: 'Backend Error', domain: 'global', reason: 'backendError' },
      'INTERNAL',
    ),
  /** `mine`, `myRating` and the like need OAuth, which the sandbox does not emulate. */
  authorizationRequired: (name: string) =>
    new ApiError(
      401,
      {
        message: `The request uses the <code>${name}</code> parameter but is not properly authorized.`,
        domain: 'youtube.parameter',
        reason: 'authorizationRequired',
        ...parameter(name),
      },
      'UNAUTHENTICATED',
    ),
  notFound: () =>
    new ApiError(404, { message: 'Not Found', domain: 'global', reason: 'notFound' }, 'NOT_FOUND'),
  requiredParameter: (name: string) =>
    new ApiError(
      400,
      {
        message: `Required parameter: ${name}`,
        domain: 'global',
        reason: 'required',
        ...parameter(name),
      },
      'INVALID_ARGUMENT',
    ),
  unknownPart: (part: string) =>
    new ApiError(
      400,
      { message: part, domain: 'youtube.part', reason: 'unknownPart', ...parameter('part') },
      'INVALID_ARGUMENT',
    ),
  invalidValue: (name: string, value: string, rule: string) =>
    new ApiError(
      400,
      {
        message: `Invalid value '${value}'. ${rule}`,
        domain: 'global',
        reason: 'invalidParameter',
        ...parameter(name),
      },
      'INVALID_ARGUMENT',
    ),
  noFilter: (filters: readonly string[]) =>
    new ApiError(
      400,
      {
        message: `No filter selected. Expected one of: ${filters.join(', ')}`,
        domain: 'youtube.parameter',
        reason: 'missingRequiredParameter',
        ...parameter(filters.join(',')),
      },
      'INVALID_ARGUMENT',
    ),
  incompatibleParameters: (names: readonly string[]) =>
    new ApiError(
      400,
      {
        message: `Incompatible parameters specified in the request: ${names.join(', ')}`,
        domain: 'youtube.parameter',
        reason: 'incompatibleParameters',
        ...parameter(names.join(',')),
      },
      'INVALID_ARGUMENT',
    ),
  tooManyIds: (name: string, count: number) =>
    new ApiError(
      400,
      {
        message: `The request specifies ${count} values for the <code>${name}</code> parameter; at most 50 are allowed.`,
        domain: 'youtube.parameter',
        reason: 'invalidFilters',
        ...parameter(name),
      },
      'INVALID_ARGUMENT',
    ),
  invalidPageToken: () =>
    new ApiError(
      400,
      {
        message: 'The request specifies an invalid page token.',
        domain: 'youtube.parameter',
        reason: 'invalidPageToken',
        ...parameter('pageToken'),
      },
      'INVALID_ARGUMENT',
    ),
  invalidSearchFilter: () =>
    new ApiError(
      400,
      {
        message:
          'The request contains an invalid combination of search filters and/or restrictions. Note that you must set the <code>type</code> parameter to <code>video</code> if you set a value for the <code>videoCategoryId</code>, <code>videoDuration</code>, <code>videoDefinition</code> or <code>videoEmbeddable</code> parameters.',
        domain: 'youtube.search',
        reason: 'invalidSearchFilter',
      },
      'INVALID_ARGUMENT',
    ),
  playlistNotFound: () =>
    new ApiError(404, {
      message:
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      domain: 'youtube.playlistItem',
      reason: 'playlistNotFound',
      ...parameter('playlistId'),
    }),
  playlistsChannelNotFound: () =>
    new ApiError(404, {
      message: 'Channel not found.',
      domain: 'youtube.playlist',
      reason: 'channelNotFound',
      ...parameter('channelId'),
    }),
  commentsDisabled: () =>
    new ApiError(403, {
      message:
        'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.',
      domain: 'youtube.commentThread',
      reason: 'commentsDisabled',
      ...parameter('videoId'),
    }),
  commentVideoNotFound: () =>
    new ApiError(404, {
      message:
        'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter could not be found.',
      domain: 'youtube.commentThread',
      reason: 'videoNotFound',
      ...parameter('videoId'),
    }),
  videoChartNotFound: () =>
    new ApiError(
      400,
      {
        message: 'The requested video chart is not supported or is not available.',
        domain: 'youtube.video',
        reason: 'videoChartNotFound',
      },
      'INVALID_ARGUMENT',
    ),
  videoCategoryNotFound: () =>
    new ApiError(404, {
      message: 'The video category identified by the <code>id</code> parameter cannot be found.',
      domain: 'youtube.videoCategory',
      reason: 'videoCategoryNotFound',
      ...parameter('id'),
    }),
};
