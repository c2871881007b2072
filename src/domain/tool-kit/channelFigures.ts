/**
 * A channel's header figures as the channel tools show them (channel analyzer, comparer,
 * consultant, subscribe link generator): one name per figure, so each tool's channel type
 * extends this one and adds its own fields.
 */
export interface ChannelFigures {
  /** The channel id ('UC…'). */
  id: string;
  /** The channel's title; its id when YouTube gives none. */
  title: string;
  /** '@handle', or null when the channel has none (a legacy custom URL is none). */
  handle: string | null;
  /** The small avatar (240 px first), or null for none. */
  avatarUrl: string | null;
  /** Null when the channel hides its count (or YouTube gives none). */
  subscribers: number | null;
  views: number;
  videos: number;
}
