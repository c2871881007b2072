/**
 * The channel analyzer's result (docs/product.md, channel-analyzer): achievements, drawbacks,
 * flagged words, benefit level and the star score, with the numbers behind every check so the
 * visitor sees how the score was reached.
 *
 * The checks (rules and edges in `channelAnalysisRules.ts`):
 *   activity            last upload at most 3 weeks ago (very active: at most 1 week)
 *   description         more than 100 characters
 *   viewsPerSubscriber  more than 100; left out when the subscriber count is hidden (or 0)
 *   viewsPerVideo       more than 10,000; left out when the channel has no videos
 *   flaggedWords        none of the 8 flagged words in the title, description or keywords
 * A channel without uploads fails the activity check with 'No videos found'. The texts are ours
 * (docs/product.md gives the rules, not the wording).
 */
import { relativeTime } from '@/domain/time/relativeTime';
import { characterCount } from '@/domain/tool-kit/characters';
import {
  benefitLevel,
  channelActivity,
  DETAILED_DESCRIPTION_CHARACTERS,
  perEach,
  PRAISED_VIEWS_PER_SUBSCRIBER,
  PRAISED_VIEWS_PER_VIDEO,
  starScore,
  type BenefitLevel,
  type ChannelActivity,
} from './channelAnalysisRules';
import { FLAGGED_WORDS, findFlaggedWords, type FlaggedWord } from './flaggedWords';
import { SHARED_TOOL_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { formatCount } from '@/domain/format/count';
import type { ChannelFigures } from '@/domain/tool-kit/channelFigures';

/** docs/product.md, channel-analyzer. */
export const CHANNEL_ANALYZER_MESSAGES = {
  failed: 'An error occurred while analyzing the channel',
  channelNotFound: SHARED_TOOL_MESSAGES.channelNotFound,
  noVideos: SHARED_TOOL_MESSAGES.noVideos,
} as const;

/** What the service reads about a channel: its figures, and what the checks read. */
export interface ChannelFacts extends ChannelFigures {
  description: string;
  keywords: readonly string[];
  /** The newest item of the uploads playlist; null when the channel has no uploads. */
  lastUpload: { videoId: string; title: string | null; publishedAt: string } | null;
}

export type ChannelCheckId =
  'activity' | 'description' | 'viewsPerSubscriber' | 'viewsPerVideo' | 'flaggedWords';

export type ChannelCheckOutcome = 'passed' | 'failed' | 'skipped';

export interface ChannelCheck {
  id: ChannelCheckId;
  outcome: ChannelCheckOutcome;
  /** The achievement, the drawback, or why the check was left out. */
  text: string;
  /** The number behind it: '3 days since the last upload (3 days ago)', or '11 hours since…'. */
  figure: string;
}

export interface ChannelAnalysis extends ChannelFigures {
  benefitLevel: BenefitLevel | null;
  activity: ChannelActivity;
  lastUpload: {
    videoId: string;
    title: string | null;
    publishedAt: string;
    /** 'just now', '3 days ago'... against the reference time of the run. */
    ago: string;
    days: number;
  } | null;
  keywords: readonly string[];
  flaggedWords: FlaggedWord[];
  /** Every check, in a fixed order. */
  checks: ChannelCheck[];
  score: { passed: number; counted: number; stars: number };
}

export const CHANNEL_CHECK_TEXTS = {
  veryActive: 'Very active: uploaded within the last week',
  active: 'Active: uploaded within the last 3 weeks',
  inactive: 'Inactive: no upload in the last 3 weeks',
  noVideos: CHANNEL_ANALYZER_MESSAGES.noVideos,
  detailed: 'Detailed channel description',
  shortDescription: 'Channel description is short',
  highPerSubscriber: 'High views per subscriber',
  lowPerSubscriber: 'Low views per subscriber',
  hiddenSubscribers: 'Views per subscriber left out: the subscriber count is hidden',
  noSubscribers: 'Views per subscriber left out: the channel has no subscribers yet',
  highPerVideo: 'High views per video',
  lowPerVideo: 'Low views per video',
  noVideosPerVideo: 'Views per video left out: the channel has no videos',
  noFlagged: 'No flagged words',
  flagged: 'Flagged words found',
} as const;

const whole = (value: number) => formatCount(Math.round(value));
const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const plural = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
const NOT_COUNTED = 'Not counted in the score';

type Check = ChannelCheck;
const check = (id: ChannelCheckId, passed: boolean, ok: string, failed: string, figure: string) =>
  ({ id, outcome: passed ? 'passed' : 'failed', text: passed ? ok : failed, figure }) as Check;

const HOUR_MS = 60 * 60 * 1000;

/** '3 days since the last upload (3 days ago)'; below a day, in hours ('11 hours since…'). */
function sinceLastUpload(lastUpload: NonNullable<ChannelAnalysis['lastUpload']>, now: number) {
  if (lastUpload.days > 0) {
    return `${plural(lastUpload.days, 'day')} since the last upload (${lastUpload.ago})`;
  }
  const hours = Math.floor(Math.max(0, now - Date.parse(lastUpload.publishedAt)) / HOUR_MS);
  return hours > 0
    ? `${plural(hours, 'hour')} since the last upload`
    : 'Less than an hour since the last upload';
}

function activityCheck(
  analysis: Pick<ChannelAnalysis, 'activity' | 'lastUpload'>,
  now: number,
): Check {
  const t = CHANNEL_CHECK_TEXTS;
  const { activity, lastUpload } = analysis;
  if (activity === 'no-videos' || lastUpload === null) {
    return {
      id: 'activity',
      outcome: 'failed',
      text: t.noVideos,
      figure: 'The channel has no uploads',
    };
  }
  const figure = sinceLastUpload(lastUpload, now);
  if (activity === 'inactive')
    return { id: 'activity', outcome: 'failed', text: t.inactive, figure };
  const text = activity === 'very-active' ? t.veryActive : t.active;
  return { id: 'activity', outcome: 'passed', text, figure };
}

function perSubscriberCheck(views: number, subscribers: number | null): Check {
  const t = CHANNEL_CHECK_TEXTS;
  const ratio = perEach(views, subscribers);
  if (ratio === null) {
    const text = subscribers === null ? t.hiddenSubscribers : t.noSubscribers;
    return { id: 'viewsPerSubscriber', outcome: 'skipped', text, figure: NOT_COUNTED };
  }
  return check(
    'viewsPerSubscriber',
    ratio > PRAISED_VIEWS_PER_SUBSCRIBER,
    t.highPerSubscriber,
    t.lowPerSubscriber,
    `${oneDecimal(ratio)} views per subscriber (more than ${whole(PRAISED_VIEWS_PER_SUBSCRIBER)} is praised)`,
  );
}

function perVideoCheck(views: number, videos: number): Check {
  const t = CHANNEL_CHECK_TEXTS;
  const ratio = perEach(views, videos);
  if (ratio === null) {
    return {
      id: 'viewsPerVideo',
      outcome: 'skipped',
      text: t.noVideosPerVideo,
      figure: NOT_COUNTED,
    };
  }
  return check(
    'viewsPerVideo',
    ratio > PRAISED_VIEWS_PER_VIDEO,
    t.highPerVideo,
    t.lowPerVideo,
    `${whole(ratio)} views per video (more than ${whole(PRAISED_VIEWS_PER_VIDEO)} is praised)`,
  );
}

function flaggedCheck(found: readonly FlaggedWord[]): Check {
  const t = CHANNEL_CHECK_TEXTS;
  const figure =
    found.length === 0
      ? `None of the ${String(FLAGGED_WORDS.length)} flagged words in the title, description or keywords`
      : `${String(found.length)} of the ${String(FLAGGED_WORDS.length)} flagged words: ${found.join(', ')}`;
  return check('flaggedWords', found.length === 0, t.noFlagged, t.flagged, figure);
}

/** The analysis of a channel's facts at the reference time `now` (ms since the epoch). */
export function analyzeChannelFacts(facts: ChannelFacts, now: number): ChannelAnalysis {
  const { activity, days } = channelActivity(facts.lastUpload?.publishedAt ?? null, now);
  const lastUpload =
    facts.lastUpload && days !== null
      ? { ...facts.lastUpload, ago: relativeTime(facts.lastUpload.publishedAt, now), days }
      : null;
  const flaggedWords = findFlaggedWords([facts.title, facts.description, ...facts.keywords]);
  const descriptionLength = characterCount(facts.description);
  const checks: Check[] = [
    activityCheck({ activity, lastUpload }, now),
    check(
      'description',
      descriptionLength > DETAILED_DESCRIPTION_CHARACTERS,
      CHANNEL_CHECK_TEXTS.detailed,
      CHANNEL_CHECK_TEXTS.shortDescription,
      `${plural(descriptionLength, 'character')} (more than ${String(DETAILED_DESCRIPTION_CHARACTERS)} is detailed)`,
    ),
    perSubscriberCheck(facts.views, facts.subscribers),
    perVideoCheck(facts.views, facts.videos),
    flaggedCheck(flaggedWords),
  ];
  const passed = checks.filter((entry) => entry.outcome === 'passed').length;
  const counted = checks.filter((entry) => entry.outcome !== 'skipped').length;
  return {
    id: facts.id,
    title: facts.title,
    handle: facts.handle,
    avatarUrl: facts.avatarUrl,
    subscribers: facts.subscribers,
    views: facts.views,
    videos: facts.videos,
    benefitLevel: benefitLevel(facts.subscribers),
    activity,
    lastUpload,
    keywords: facts.keywords,
    flaggedWords,
    checks,
    score: { passed, counted, stars: starScore(passed, counted) },
  };
}

/** The checks that passed (achievements), failed (drawbacks) and were left out. */
export function checksBy(analysis: Pick<ChannelAnalysis, 'checks'>, outcome: ChannelCheckOutcome) {
  return analysis.checks.filter((entry) => entry.outcome === outcome);
}

/** What a screen reader hears when the analysis arrives. */
export function channelAnalysisSummary({ score }: Pick<ChannelAnalysis, 'score'>): string {
  return `Analysis ready: ${String(score.passed)} of ${String(score.counted)} checks passed, ${String(score.stars)} out of 5 stars.`;
}
