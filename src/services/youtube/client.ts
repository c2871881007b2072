import { originOf } from '@/domain/urls/urlPolicy';
import { REQUEST_TIMEOUT_MS } from '../shared/deadline';
import { YouTubeError, NoTranscriptError } from './errors';
import { inBatches, uniqueIds } from './batch';
import { ResponseCache, type CacheOptions } from './cache';
import { KeyPool } from './keys';
import { paginate, toPage, type Page } from './paging';
import {
  Accounting,
  QUOTA_COSTS,
  Tally,
  type QuotaCosts,
  type QuotaMeter,
  type RunMeter,
} from './quota';
import { parseSrv3, TranscriptParseError, type Transcript } from './transcript';
import { Transport, type FetchLike, type RetryOptions } from './transport';
import type {
  Channel,
  ChannelPart,
  CommentThread,
  ListResponse,
  Playlist,
  PlaylistItem,
  PlaylistItemPart,
  PlaylistPart,
  SearchResult,
  Video,
  VideoCategory,
  VideoPart,
} from './types';

/** The page's address in a browser (a relative API base is read against it); none in Node. */
const pageAddress = () => (typeof location === 'undefined' ? undefined : location.href);

export const DEFAULT_TIMEDTEXT_BASE = 'https://www.youtube.com/api/timedtext';

/** Waits before asking a rate-limited key again: 1 s, then 2 s. */
export const RATE_LIMIT_BACKOFF_MS: readonly number[] = [1_000, 2_000];

export interface YouTubeClientOptions {
  /** `config.youtube.apiBase` of the env contract, e.g. https://www.googleapis.com/youtube/v3. */
  apiBase: string;
  /**
   * `config.youtube.apiKeys`: up to three, tried in order. A key out of daily quota rests until
   * midnight Pacific Time, a refused key (invalid, referrer/IP restriction) for the page's
   * lifetime; a rate-limited key is asked again after a short wait.
   */
  apiKeys: readonly string[];
  /** The timedtext endpoint; default https://www.youtube.com/api/timedtext. */
  timedTextBase?: string;
  /** Injected fetch (tests); default the global fetch. */
  fetch?: FetchLike;
  /** Response cache settings, or false for none. Default: memory, 10 minutes. */
  cache?: CacheOptions | false;
  /** Clock for the cache TTL and the keys' daily quota reset (midnight Pacific Time). */
  now?: () => number;
  /** Retries of 5xx/network failures with the same key. Default 1 retry after 500 ms. */
  retry?: RetryOptions;
  /** The bound of one HTTP request (a page of a paged call is one). Default 15 s. */
  timeoutMs?: number;
  /**
   * After `rateLimitExceeded`, the waits before asking the same key again. Default 1 s, then
   * 2 s; after that the request goes on with the next key.
   */
  rateLimitBackoffMs?: readonly number[];
  /** Override the quota table (e.g. the granular model where search costs 1). */
  quotaCosts?: Partial<QuotaCosts>;
}

export type SearchOrder = 'date' | 'rating' | 'relevance' | 'title' | 'videoCount' | 'viewCount';
export type SearchType = 'video' | 'channel' | 'playlist';

export interface SearchParams {
  q?: string;
  channelId?: string;
  order?: SearchOrder;
  type?: SearchType | readonly SearchType[];
  /** 0–50; the API's default is 5. */
  maxResults?: number;
  videoCategoryId?: string;
  /** true → only embeddable videos (needs type 'video'). */
  videoEmbeddable?: boolean;
  videoDuration?: 'any' | 'short' | 'medium' | 'long';
  regionCode?: string;
  relevanceLanguage?: string;
  publishedAfter?: string;
  publishedBefore?: string;
  pageToken?: string;
}

export type VideoSelector =
  | { ids: string | readonly string[] }
  | {
      chart: 'mostPopular';
      maxResults?: number;
      regionCode?: string;
      videoCategoryId?: string;
      pageToken?: string;
    };

export type ChannelSelector =
  | { id: string | readonly string[] }
  | { forUsername: string }
  /** With or without the leading '@'. */
  | { forHandle: string };

export type PlaylistSelector = (
  | { channelId: string; maxResults?: number; pageToken?: string }
  | { id: string | readonly string[] }
) & { parts?: readonly PlaylistPart[] };

export interface PlaylistItemsOptions {
  /** Stop after this many pages of 50; default: to the end. */
  maxPages?: number;
  parts?: readonly PlaylistItemPart[];
}

export interface CommentThreadsOptions {
  /** Stop after this many pages; default: to the end. */
  maxPages?: number;
  /** 1–100, default 100. */
  maxResults?: number;
  order?: 'time' | 'relevance';
  textFormat?: 'html' | 'plainText';
  parts?: readonly ('snippet' | 'replies' | 'id')[];
}

export interface MeteredRun<T> {
  result: T;
  /** Quota units the run spent ("This run used N quota units"). */
  units: number;
  /** HTTP requests the run sent. */
  requests: number;
}

export interface YouTubeClient {
  /** search.list, part snippet: one page (100 units). */
  search(params: SearchParams, signal: AbortSignal): Promise<Page<SearchResult>>;
  /** videos.list by ids (batched by 50, in the given order, unknown ids missing) or a chart. */
  videos(
    selector: VideoSelector,
    parts: readonly VideoPart[],
    signal: AbortSignal,
  ): Promise<Video[]>;
  /** channels.list; nothing found is an empty list, not an error. */
  channels(
    selector: ChannelSelector,
    parts: readonly ChannelPart[],
    signal: AbortSignal,
  ): Promise<Channel[]>;
  /** playlists.list by channel (one page) or by ids; default parts snippet, contentDetails. */
  playlists(selector: PlaylistSelector, signal: AbortSignal): Promise<Playlist[]>;
  /** playlistItems.list pages of 50; default parts snippet, contentDetails. */
  playlistItems(
    playlistId: string,
    options: PlaylistItemsOptions,
    signal: AbortSignal,
  ): AsyncGenerator<Page<PlaylistItem>, void, undefined>;
  /** commentThreads.list pages, part snippet, 100 per page. */
  commentThreads(
    videoId: string,
    options: CommentThreadsOptions,
    signal: AbortSignal,
  ): AsyncGenerator<Page<CommentThread>, void, undefined>;
  /** videoCategories.list by ids, part snippet. */
  videoCategories(ids: string | readonly string[], signal: AbortSignal): Promise<VideoCategory[]>;
  /** English captions via timedtext srv3; NoTranscriptError (kind 'no-transcript') if none. */
  transcript(videoId: string, signal: AbortSignal): Promise<Transcript>;

  /** Units and requests spent through this client (and views derived from it) so far. */
  readonly quota: QuotaMeter;
  /** Counts everything sent through this client from now until stop(). */
  startMeter(): RunMeter;
  /** A view of this client whose requests (only) the returned meter counts. */
  metered(): { client: YouTubeClient; meter: RunMeter };
  /** Runs `run` with a metered view and reports the units it spent. */
  withMeter<T>(run: (yt: YouTubeClient) => Promise<T>): Promise<MeteredRun<T>>;
}

type Api = Transport['api'];

function part(parts: readonly string[], fallback: string): string {
  const list = [...new Set(parts)];
  return list.length > 0 ? list.join(',') : fallback;
}

function view(transport: Transport): YouTubeClient {
  const api: Api = (resource, params, signal) => transport.api(resource, params, signal);
  const own = new Tally();
  transport.accounting.attach(own);

  const client: YouTubeClient = {
    async search(params, signal) {
      const { type, videoEmbeddable, ...rest } = params;
      const response = await api<ListResponse<SearchResult>>(
        'search',
        {
          part: 'snippet',
          ...rest,
          type: typeof type === 'string' ? type : type ? [...new Set(type)] : undefined,
          videoEmbeddable: videoEmbeddable ? 'true' : undefined,
        },
        signal,
      );
      return toPage(response);
    },

    async videos(selector, parts, signal) {
      const partParam = part(parts, 'snippet');
      if ('ids' in selector) {
        return inBatches(selector.ids, signal, async (batch, batchSignal) => {
          const response = await api<ListResponse<Video>>(
            'videos',
            { part: partParam, id: batch },
            batchSignal,
          );
          return response.items ?? [];
        });
      }
      const response = await api<ListResponse<Video>>(
        'videos',
        { part: partParam, ...selector },
        signal,
      );
      return response.items ?? [];
    },

    async channels(selector, parts, signal) {
      const partParam = part(parts, 'snippet');
      if ('id' in selector) {
        return inBatches(selector.id, signal, async (batch, batchSignal) => {
          const response = await api<ListResponse<Channel>>(
            'channels',
            { part: partParam, id: batch },
            batchSignal,
          );
          return response.items ?? [];
        });
      }
      const filter =
        'forHandle' in selector
          ? { forHandle: selector.forHandle.trim() }
          : { forUsername: selector.forUsername.trim() };
      if (Object.values(filter)[0] === '') return [];
      const response = await api<ListResponse<Channel>>(
        'channels',
        { part: partParam, ...filter },
        signal,
      );
      return response.items ?? [];
    },

    async playlists(selector, signal) {
      const partParam = part(selector.parts ?? [], 'snippet,contentDetails');
      if ('id' in selector) {
        return inBatches(selector.id, signal, async (batch, batchSignal) => {
          const response = await api<ListResponse<Playlist>>(
            'playlists',
            { part: partParam, id: batch, maxResults: batch.length },
            batchSignal,
          );
          return response.items ?? [];
        });
      }
      const { channelId, maxResults, pageToken } = selector;
      const response = await api<ListResponse<Playlist>>(
        'playlists',
        { part: partParam, channelId, maxResults, pageToken },
        signal,
      );
      return response.items ?? [];
    },

    playlistItems(playlistId, { maxPages, parts = ['snippet', 'contentDetails'] }, signal) {
      const partParam = part(parts, 'snippet');
      return paginate(
        (pageToken) =>
          api<ListResponse<PlaylistItem>>(
            'playlistItems',
            { part: partParam, playlistId, maxResults: 50, pageToken },
            signal,
          ),
        maxPages,
      );
    },

    commentThreads(videoId, options, signal) {
      const { maxPages, maxResults = 100, order, textFormat, parts = ['snippet'] } = options;
      const partParam = part(parts, 'snippet');
      return paginate(
        (pageToken) =>
          api<ListResponse<CommentThread>>(
            'commentThreads',
            { part: partParam, videoId, maxResults, order, textFormat, pageToken },
            signal,
          ),
        maxPages,
      );
    },

    async videoCategories(ids, signal) {
      const list = uniqueIds(ids);
      if (list.length === 0) return [];
      const response = await api<ListResponse<VideoCategory>>(
        'videoCategories',
        { part: 'snippet', id: list },
        signal,
      );
      const byId = new Map((response.items ?? []).map((item) => [item.id, item]));
      return list.flatMap((id) => byId.get(id) ?? []);
    },

    async transcript(videoId, signal) {
      const v = videoId.trim();
      const body = await transport.timedText({ v, lang: 'en', fmt: 'srv3' }, signal);
      if (body.trim() === '') throw new NoTranscriptError(v);
      let transcript: Transcript;
      try {
        transcript = parseSrv3(body);
      } catch (error) {
        if (!(error instanceof TranscriptParseError)) throw error;
        throw new YouTubeError('server', error.message, 200, 'invalidTranscript', 'timedtext');
      }
      if (transcript.cues.length === 0) throw new NoTranscriptError(v);
      return transcript;
    },

    quota: own,

    startMeter() {
      return transport.accounting.attach(new Tally());
    },

    metered() {
      const scoped = new Accounting(transport.accounting);
      const meter = scoped.attach(new Tally());
      return { client: view(transport.withAccounting(scoped)), meter };
    },

    async withMeter(run) {
      const { client: scoped, meter } = client.metered();
      try {
        const result = await run(scoped);
        return { result, units: meter.units, requests: meter.requests };
      } finally {
        meter.stop();
      }
    },
  };
  return client;
}

/** The YouTube Data API v3 client for the browser (docs/architecture.md, requests and env). */
export function createYouTubeClient(options: YouTubeClientOptions): YouTubeClient {
  const now = options.now ?? (() => Date.now());
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The API's own origin may serve pictures over http: only the offline sandbox does that.
  const apiOrigin = originOf(options.apiBase, pageAddress());
  const transport = new Transport(
    {
      apiBase: options.apiBase.replace(/\/+$/, ''),
      mediaOrigins: apiOrigin ? [apiOrigin] : [],
      timedTextBase: (options.timedTextBase ?? DEFAULT_TIMEDTEXT_BASE).replace(/\/+$/, ''),
      keys: new KeyPool(options.apiKeys, now),
      cache: options.cache === false ? undefined : new ResponseCache(options.cache ?? {}, now),
      costs: { ...QUOTA_COSTS, ...options.quotaCosts },
      fetch: fetchImpl,
      retry: { attempts: options.retry?.attempts ?? 1, delayMs: options.retry?.delayMs ?? 500 },
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      rateLimitBackoffMs: options.rateLimitBackoffMs ?? RATE_LIMIT_BACKOFF_MS,
    },
    new Accounting(),
  );
  return view(transport);
}
