import {
  buildChannelComparison,
  type ChannelComparison,
  type ComparedChannel,
} from '@/domain/tools/channel-comparer/channelComparison';
import { fixtureImage } from '@/test/fixtureImages';

const avatar = (index: number) => fixtureImage(index, { width: 88, height: 88 });

export const kitchenLab: ComparedChannel = {
  id: 'UCkitchenLabDaily00000000',
  title: 'Kitchen Lab Daily',
  handle: '@kitchenlabdaily',
  avatarUrl: avatar(3),
  subscribers: 14_700_000,
  views: 1_286_450_120,
  videos: 612,
  keywords: ['Kitchen Lab Daily', 'recipes', 'food science', 'meal prep', 'baking'],
};

export const mayaCodes: ComparedChannel = {
  id: 'UCmayaCodes0000000000000',
  title: 'Maya Codes',
  handle: '@mayacodes',
  avatarUrl: avatar(1),
  subscribers: 9_800,
  views: 1_204_330,
  videos: 36,
  keywords: ['Maya Codes', 'typescript', 'react'],
};

/** Hides its subscriber count, and has no handle and no keywords. */
export const quietFrame: ComparedChannel = {
  id: 'UCquietFrameFilms0000000',
  title: 'Quiet Frame Films',
  handle: null,
  avatarUrl: avatar(4),
  subscribers: null,
  views: 8_930_114,
  videos: 30,
  keywords: [],
};

/** A big channel against a small one: every row marked on one side or the other. */
export const comparison: ChannelComparison = buildChannelComparison(kitchenLab, mayaCodes);
/** A hidden subscriber count: that row and views per subscriber carry no mark. */
export const hiddenComparison: ChannelComparison = buildChannelComparison(quietFrame, mayaCodes);
