/** The emulator's own records; the resource builders turn them into API shapes. */
export interface ChannelRecord {
  id: string;
  title: string;
  /** Lower case, without the leading `@`. */
  handle: string;
  legacyUsername?: string;
  description: string;
  country?: string;
  defaultLanguage?: string;
  publishedAt: string;
  subscriberCount: number;
  hiddenSubscriberCount: boolean;
  viewCount: number;
  videoCount: number;
  keywords: readonly string[];
  topicCategories: readonly string[];
  trailerVideoId?: string;
}

export interface VideoRecord {
  id: string;
  channelId: string;
  title: string;
  description: string;
  tags?: readonly string[];
  categoryId: string;
  publishedAt: string;
  durationSeconds: number;
  definition: 'hd' | 'sd';
  caption: boolean;
  viewCount: number;
  /** Absent when the owner hides likes. */
  likeCount?: number;
  /** Absent when comments are disabled. */
  commentCount?: number;
  embeddable: boolean;
  license: 'youtube' | 'creativeCommon';
  defaultLanguage?: string;
  /** snippet.defaultAudioLanguage when it differs from `defaultLanguage` (default: the same). */
  defaultAudioLanguage?: string;
  topicCategories: readonly string[];
}

export interface PlaylistRecord {
  id: string;
  channelId: string;
  title: string;
  description: string;
  publishedAt: string;
  /** In playlist order; may name deleted or private videos (`Dataset.unavailableVideo`). */
  videoIds: readonly string[];
  /** When each item was added, parallel to `videoIds`. */
  addedAt: readonly string[];
}

export interface CommentRecord {
  id: string;
  videoId: string;
  channelId: string;
  authorHandle: string;
  authorChannelId: string;
  text: string;
  likeCount: number;
  publishedAt: string;
  updatedAt: string;
  parentId?: string;
}

export interface CommentThreadRecord {
  comment: CommentRecord;
  totalReplyCount: number;
  /** The first few replies, as `replies.comments` carries. */
  replies: readonly CommentRecord[];
}

export interface CaptionCue {
  startMs: number;
  durationMs: number;
  text: string;
}
