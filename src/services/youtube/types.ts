/**
 * Wire types of the YouTube Data API v3 resources we read (docs/sandbox.md, wire formats). They are
 * faithful to the JSON: every part and most fields are optional because the API leaves them out (a
 * part with no data, hidden likes, disabled comments...), and video/channel counts are strings
 * (uint64). Use the normalisers in `normalise.ts` to turn them into numbers.
 */

export interface Thumbnail {
  url: string;
  width?: number;
  height?: number;
}

export interface Thumbnails {
  default?: Thumbnail;
  medium?: Thumbnail;
  high?: Thumbnail;
  standard?: Thumbnail;
  maxres?: Thumbnail;
}

export type ThumbnailSize = keyof Thumbnails;

export interface PageInfo {
  totalResults: number;
  resultsPerPage: number;
}

/** Every list response. `items` is absent when nothing is found (channels.list). */
export interface ListResponse<T, K extends string = string> {
  kind: K;
  etag: string;
  nextPageToken?: string;
  prevPageToken?: string;
  regionCode?: string;
  pageInfo?: PageInfo;
  items?: T[];
}

export interface Localized {
  title: string;
  description: string;
}

export type LiveBroadcastContent = 'none' | 'upcoming' | 'live' | 'completed';

// ---------------------------------------------------------------- videos

export interface VideoSnippet {
  publishedAt: string;
  channelId: string;
  title: string;
  description: string;
  thumbnails: Thumbnails;
  channelTitle: string;
  tags?: string[];
  categoryId?: string;
  liveBroadcastContent?: LiveBroadcastContent;
  defaultLanguage?: string;
  defaultAudioLanguage?: string;
  localized?: Localized;
}

export interface VideoContentDetails {
  /** ISO-8601 duration: PT4M15S, P1DT2H, P0D for live/upcoming. */
  duration: string;
  dimension?: string;
  definition?: 'hd' | 'sd';
  /** The string "true" or "false". */
  caption?: 'true' | 'false';
  licensedContent?: boolean;
  projection?: 'rectangular' | '360';
  contentRating?: Record<string, unknown>;
  regionRestriction?: { allowed?: string[]; blocked?: string[] };
}

/** Counts are strings; likeCount/commentCount are omitted when hidden or disabled. */
export interface VideoStatistics {
  viewCount?: string;
  likeCount?: string;
  dislikeCount?: string;
  favoriteCount?: string;
  commentCount?: string;
}

export interface VideoStatus {
  uploadStatus?: 'uploaded' | 'processed' | 'failed' | 'rejected' | 'deleted';
  privacyStatus?: 'public' | 'unlisted' | 'private';
  license?: 'youtube' | 'creativeCommon';
  embeddable?: boolean;
  publicStatsViewable?: boolean;
  madeForKids?: boolean;
  publishAt?: string;
}

export interface Video {
  kind: 'youtube#video';
  etag: string;
  id: string;
  snippet?: VideoSnippet;
  contentDetails?: VideoContentDetails;
  statistics?: VideoStatistics;
  status?: VideoStatus;
  player?: { embedHtml?: string };
  topicDetails?: { topicIds?: string[]; topicCategories?: string[] };
}

export type VideoPart =
  'id' | 'snippet' | 'contentDetails' | 'statistics' | 'status' | 'player' | 'topicDetails';

// ---------------------------------------------------------------- channels

export interface ChannelSnippet {
  title: string;
  description: string;
  /** The handle, lower case with a leading '@'. */
  customUrl?: string;
  publishedAt: string;
  thumbnails: Thumbnails;
  defaultLanguage?: string;
  localized?: Localized;
  country?: string;
}

/** Strings except hiddenSubscriberCount; subscriberCount is omitted when hidden. */
export interface ChannelStatistics {
  viewCount?: string;
  subscriberCount?: string;
  hiddenSubscriberCount?: boolean;
  videoCount?: string;
  commentCount?: string;
}

export interface ChannelContentDetails {
  relatedPlaylists?: { uploads?: string; likes?: string; favorites?: string };
}

export interface ChannelStatus {
  privacyStatus?: 'public' | 'unlisted' | 'private';
  isLinked?: boolean;
  longUploadsStatus?: 'longUploadsUnspecified' | 'allowed' | 'eligible' | 'disallowed';
  madeForKids?: boolean;
  selfDeclaredMadeForKids?: boolean;
  isChannelMonetizationEnabled?: boolean;
}

export interface ChannelBrandingSettings {
  channel?: {
    title?: string;
    description?: string;
    /** One string: space-separated, multi-word terms in double quotes. */
    keywords?: string;
    unsubscribedTrailer?: string;
    country?: string;
    defaultLanguage?: string;
  };
  image?: { bannerExternalUrl?: string };
}

export interface ChannelTopicDetails {
  topicIds?: string[];
  topicCategories?: string[];
}

export interface Channel {
  kind: 'youtube#channel';
  etag: string;
  id: string;
  snippet?: ChannelSnippet;
  contentDetails?: ChannelContentDetails;
  statistics?: ChannelStatistics;
  status?: ChannelStatus;
  brandingSettings?: ChannelBrandingSettings;
  topicDetails?: ChannelTopicDetails;
}

export type ChannelPart =
  | 'id'
  | 'snippet'
  | 'contentDetails'
  | 'statistics'
  | 'status'
  | 'brandingSettings'
  | 'topicDetails';

// ---------------------------------------------------------------- search

export type SearchResultId =
  | { kind: 'youtube#video'; videoId: string }
  | { kind: 'youtube#channel'; channelId: string }
  | { kind: 'youtube#playlist'; playlistId: string };

export interface SearchResultSnippet {
  publishedAt: string;
  channelId: string;
  /** HTML-escaped by the API (&#39;, &amp;). */
  title: string;
  /** Truncated, ends with "...". */
  description: string;
  thumbnails: Thumbnails;
  channelTitle: string;
  liveBroadcastContent?: LiveBroadcastContent;
  publishTime?: string;
}

export interface SearchResult {
  kind: 'youtube#searchResult';
  etag: string;
  id: SearchResultId;
  /** Absent with part=id. */
  snippet?: SearchResultSnippet;
}

// ---------------------------------------------------------------- playlists

export interface Playlist {
  kind: 'youtube#playlist';
  etag: string;
  id: string;
  snippet?: {
    publishedAt: string;
    channelId: string;
    title: string;
    description: string;
    thumbnails: Thumbnails;
    channelTitle: string;
    tags?: string[];
    defaultLanguage?: string;
    localized?: Localized;
    thumbnailVideoId?: string;
  };
  status?: { privacyStatus?: 'public' | 'unlisted' | 'private'; podcastStatus?: string };
  contentDetails?: { itemCount?: number };
  player?: { embedHtml?: string };
}

export type PlaylistPart = 'id' | 'snippet' | 'status' | 'contentDetails' | 'player';

export interface PlaylistItem {
  kind: 'youtube#playlistItem';
  etag: string;
  id: string;
  snippet?: {
    /** When the item was added to the playlist. */
    publishedAt: string;
    channelId: string;
    /** "Deleted video" / "Private video" for unavailable entries (no thumbnails then). */
    title: string;
    description: string;
    thumbnails?: Thumbnails;
    channelTitle: string;
    playlistId: string;
    position: number;
    resourceId: { kind: string; videoId?: string };
    videoOwnerChannelTitle?: string;
    videoOwnerChannelId?: string;
  };
  /** videoPublishedAt is absent for deleted and private entries. */
  contentDetails?: { videoId: string; videoPublishedAt?: string; note?: string };
  /** Deleted entries carry 'privacyStatusUnspecified' (not in the discovery enum). */
  status?: { privacyStatus?: 'public' | 'unlisted' | 'private' | 'privacyStatusUnspecified' };
}

export type PlaylistItemPart = 'id' | 'snippet' | 'contentDetails' | 'status';

// ---------------------------------------------------------------- comments

export interface CommentSnippet {
  channelId?: string;
  videoId?: string;
  /** HTML with textFormat=html (the default), plain with textFormat=plainText. */
  textDisplay: string;
  textOriginal?: string;
  authorDisplayName: string;
  authorProfileImageUrl?: string;
  authorChannelUrl?: string;
  authorChannelId?: { value: string };
  canRate?: boolean;
  viewerRating?: string;
  /** An integer, unlike video statistics. */
  likeCount?: number;
  parentId?: string;
  publishedAt: string;
  updatedAt?: string;
}

export interface Comment {
  kind: 'youtube#comment';
  etag: string;
  id: string;
  snippet: CommentSnippet;
}

export interface CommentThread {
  kind: 'youtube#commentThread';
  etag: string;
  id: string;
  snippet: {
    channelId?: string;
    videoId?: string;
    topLevelComment: Comment;
    canReply?: boolean;
    /** An integer. */
    totalReplyCount?: number;
    isPublic?: boolean;
  };
  replies?: { comments: Comment[] };
}

// ---------------------------------------------------------------- categories

export interface VideoCategory {
  kind: 'youtube#videoCategory';
  etag: string;
  id: string;
  snippet?: { title: string; assignable?: boolean; channelId?: string };
}

// ---------------------------------------------------------------- errors on the wire

/** Google JSON error format v1 (docs/sandbox.md, wire formats). */
export interface ApiErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    errors?: { message?: string; domain?: string; reason?: string; location?: string }[];
    details?: { '@type'?: string; reason?: string }[];
  };
}
