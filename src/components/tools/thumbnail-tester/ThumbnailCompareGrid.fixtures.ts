import type {
  Comparison,
  ComparisonVideo,
  ThumbnailEntry,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { fixtureImage } from '@/test/fixtureImages';

const avatar = (index: number) => fixtureImage(index, { width: 88, height: 88 });

const TRENDING_TITLES = [
  'I Built a Tiny House in 30 Days',
  'The Fastest Way to Learn Any Language',
  'We Tried Every Street Food in Bangkok',
  'This Changed How I Edit Forever',
  'Reacting to the Best Plays of the Week',
  'Why Nobody Talks About This Camera',
  'The Truth About Productivity Apps',
  '24 Hours on a Sleeper Train',
  'Building a PC From Scrap Parts',
  'Testing Viral Kitchen Gadgets',
  'My Honest Review After One Year',
];

/** Badges and meta lines as the run writes them (`videoFigures`), varied across the grid. */
const FIGURES: readonly Pick<ComparisonVideo, 'duration' | 'meta'>[] = [
  { duration: '18:42', meta: '2.4M views • 2 days ago' },
  { duration: '11:07', meta: '860K views • 1 day ago' },
  { duration: '1:02:15', meta: '1.3M views • 5 days ago' },
  { duration: '9:58', meta: '412K views • 3 days ago' },
  { duration: '24:31', meta: '3.1M views • 1 week ago' },
];

const figuresAt = (n: number) => FIGURES[n % FIGURES.length] ?? { duration: null, meta: null };

/** Eleven trending videos, as the run returns them. */
export const trendingVideos: ComparisonVideo[] = TRENDING_TITLES.map((title, n) => ({
  id: `trend${n}`,
  title,
  channelTitle: `Creator ${String.fromCharCode(65 + n)}`,
  thumbnailUrl: fixtureImage(n + 2),
  channelAvatarUrl: avatar(n + 3),
  ...figuresAt(n),
}));

export const trendingComparison: Comparison = {
  source: 'trending',
  channelTitle: null,
  videos: trendingVideos,
};

/** Eleven uploads of one channel. */
export const channelComparison: Comparison = {
  source: 'channel',
  channelTitle: 'Maya Codes',
  videos: Array.from({ length: 11 }, (_, n) => ({
    id: `maya${n}`,
    title: `Coding Challenge #${40 - n}: Build It in an Hour`,
    channelTitle: 'Maya Codes',
    thumbnailUrl: fixtureImage(n + 5),
    channelAvatarUrl: avatar(1),
    ...figuresAt(n + 3),
  })),
};

/** The visitor's entry with a profile picture. */
export const entryFixture: ThumbnailEntry = {
  title: 'I Edited 100 Videos in 100 Days (Here’s What I Learned)',
  thumbnailUrl: fixtureImage(0),
  profilePictureUrl: avatar(6),
  channelTitle: 'Your channel',
};
