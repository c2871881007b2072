/**
 * The channel consultant (docs/product.md, channel-consultant): a channel's real figures turned
 * into a ready-to-paste AI prompt in one of four modes. No AI service is called; the visitor
 * copies the prompt.
 */
import { formatCount } from '@/domain/format/count';
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';

/** docs/product.md, channel-consultant: the four modes, in the order the screen offers them. */
export type ConsultantMode = 'seo' | 'ideation' | 'script' | 'trendjack';

export interface ConsultantModeOption {
  value: ConsultantMode;
  label: string;
  /** One line under the mode picker: what the prompt asks the AI for. */
  description: string;
}

/** docs/product.md, channel-consultant: the numbers every prompt states. */
export const CONSULTANT_PROMPT = {
  /** SEO: 5 titles of at most 40 characters, 15–20 tags. */
  titles: 5,
  titleMaxCharacters: 40,
  minTags: 15,
  maxTags: 20,
  /** Ideation: 10 ideas. */
  ideas: 10,
  /** Script: about 5000 words. */
  scriptWords: 5000,
  /** Trendjack: 5–6 events within the next 2 months. */
  minEvents: 5,
  maxEvents: 6,
  eventWindowMonths: 2,
} as const;

export const CONSULTANT_MODES: readonly ConsultantModeOption[] = [
  {
    value: 'seo',
    label: 'SEO',
    description: `${CONSULTANT_PROMPT.titles} titles of at most ${CONSULTANT_PROMPT.titleMaxCharacters} characters and ${CONSULTANT_PROMPT.minTags}–${CONSULTANT_PROMPT.maxTags} tags for the next video.`,
  },
  {
    value: 'ideation',
    label: 'Ideation',
    description: `${CONSULTANT_PROMPT.ideas} video ideas that fit the channel and its audience.`,
  },
  {
    value: 'script',
    label: 'Script',
    description: `A full script of about ${formatCount(CONSULTANT_PROMPT.scriptWords)} words for the next video.`,
  },
  {
    value: 'trendjack',
    label: 'Trendjack',
    description: `${CONSULTANT_PROMPT.minEvents}–${CONSULTANT_PROMPT.maxEvents} upcoming events in the next ${CONSULTANT_PROMPT.eventWindowMonths} months to make timely videos about.`,
  },
];

export const DEFAULT_CONSULTANT_MODE: ConsultantMode = 'seo';

/** The mode's option (its label and description). */
export function consultantModeOption(mode: ConsultantMode): ConsultantModeOption {
  const option = CONSULTANT_MODES.find((candidate) => candidate.value === mode);
  if (!option) throw new Error(`unknown consultant mode: ${mode}`);
  return option;
}

export function isConsultantMode(value: string): value is ConsultantMode {
  return CONSULTANT_MODES.some((option) => option.value === value);
}

/** How many of the latest uploads the prompt lists (one page of the uploads playlist). */
export const CONSULTANT_LATEST_UPLOADS = 10;

/**
 * How long 'Copied!' shows after a copy (docs/product.md, channel-consultant: copied flags revert
 * after 2 s).
 */
export const CONSULTANT_COPIED_MS = 2000;

/** docs/product.md, channel-consultant, and the copy outcome. */
export const CONSULTANT_MESSAGES = {
  emptyInput: 'Please enter a YouTube channel URL',
  /**
   * The general failure, also for a reference that is not a channel link (at the field) and for
   * a channel YouTube does not know: the consultant has this one text.
   */
  failed: 'Error analyzing channel. Please check the URL and try again.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy prompt',
} as const;

/** One of the channel's latest uploads, as the prompt lists it. */
export interface ConsultantUpload {
  videoId: string;
  title: string;
  /** Null when YouTube gives no view count. */
  views: number | null;
  /** ISO time, or null when unknown. */
  publishedAt: string | null;
}

/** The channel's real figures a prompt is built from (what one run fetches). */
export interface ConsultantChannel extends ChannelFigures {
  /** Keywords the channel set (`parseChannelKeywords`), in its order. */
  keywords: readonly string[];
  /** Readable topic names ('Video game culture'), from `topicDetails.topicCategories`. */
  topics: readonly string[];
  /** Newest first, at most `CONSULTANT_LATEST_UPLOADS`; empty for a channel with no uploads. */
  latestUploads: readonly ConsultantUpload[];
}

/** Average views: total views over videos, rounded; null with no videos. */
export function averageViews(views: number, videos: number): number | null {
  if (videos <= 0) return null;
  return Math.round(views / videos);
}
