import {
  analyzeChannelFacts,
  type ChannelAnalysis,
  type ChannelFacts,
} from '@/domain/tools/channel-analyzer/channelAnalysis';
import { FLAGGED_WORDS } from '@/domain/tools/channel-analyzer/flaggedWords';
import { fixtureImage } from '@/test/fixtureImages';

/** The reference time of every fixture: the sandbox's "now" in tests. */
export const fixtureNow = Date.parse('2026-11-15T12:00:00Z');
const daysAgo = (days: number) => new Date(fixtureNow - days * 86_400_000).toISOString();
const avatar = (index: number) => fixtureImage(index, { width: 240, height: 240 });

const kitchenLab: ChannelFacts = {
  id: 'UCkitchenLabDaily0000000',
  title: 'Kitchen Lab Daily',
  handle: '@kitchenlabdaily',
  avatarUrl: avatar(2),
  description:
    'Tested recipes, every single day. Science-backed cooking for real kitchens: we test every recipe three times before it goes out.',
  keywords: ['cooking', 'recipes', 'food science'],
  subscribers: 14_700_000,
  views: 2_315_000_000,
  videos: 1_840,
  lastUpload: {
    videoId: 'KitchenLb01',
    title: 'Crispy Oven Fries, Tested 12 Ways',
    publishedAt: daysAgo(1),
  },
};

/** A big, busy, clean channel: every check passes, Diamond, 5 stars. */
export const healthyAnalysis: ChannelAnalysis = analyzeChannelFacts(kitchenLab, fixtureNow);

/** A hidden subscriber count: no level, the per-subscriber check left out; last upload 2½ weeks ago. */
export const hiddenCountAnalysis: ChannelAnalysis = analyzeChannelFacts(
  {
    id: 'UCquietFrameFilms0000000',
    title: 'Quiet Frame Films',
    handle: '@quietframefilms',
    avatarUrl: avatar(4),
    description: 'Independent short films and the making of them.',
    keywords: ['short film', 'filmmaking'],
    subscribers: null,
    views: 6_420_000,
    videos: 30,
    lastUpload: {
      videoId: 'QuietFrm017',
      title: 'Making Of: The Long Walk',
      publishedAt: daysAgo(17.5),
    },
  },
  fixtureNow,
);

/** A channel with no uploads: 'No videos found' for the activity, the rest still shown. */
export const noUploadsAnalysis: ChannelAnalysis = analyzeChannelFacts(
  {
    id: 'UCblankCanvasNoUploads0A',
    title: 'Blank Canvas Studio',
    handle: '@blankcanvasstudio',
    avatarUrl: avatar(5),
    description:
      'A new studio for hand-drawn animation. Our first short is in the works: subscribe to see it the day it comes out, along with the sketches behind it.',
    keywords: [],
    subscribers: 120,
    views: 0,
    videos: 0,
    lastUpload: null,
  },
  fixtureNow,
);

/** Flagged words in the description and keywords; a small, long-quiet channel. */
export const flaggedAnalysis: ChannelAnalysis = analyzeChannelFacts(
  {
    id: 'UCcashDropKings00000000',
    title: 'Cash Drop Kings',
    handle: '@cashdropkings',
    avatarUrl: avatar(3),
    description: `Daily ${FLAGGED_WORDS[0]} drops and the best ${FLAGGED_WORDS[3]} methods! ${FLAGGED_WORDS[2]} always.`,
    keywords: ['money', FLAGGED_WORDS[7]],
    subscribers: 31_200,
    views: 2_480_000,
    videos: 280,
    lastUpload: { videoId: 'CashDrop092', title: 'Biggest Drop Yet', publishedAt: daysAgo(92) },
  },
  fixtureNow,
);
