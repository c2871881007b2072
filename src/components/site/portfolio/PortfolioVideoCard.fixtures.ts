/**
 * Story fixtures for the portfolio components and screen: fixed ids, titles, tags and
 * durations (the sandbox's portfolio), with flat local thumbnails (no network in stories).
 */
import { fixtureImage } from '@/test/fixtureImages';

export interface PortfolioFixture {
  id: number;
  videoId: string;
  tag: string;
  title: string;
  description: string;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
  createdAt: string;
}

const rows: readonly Omit<PortfolioFixture, 'thumbnailUrl'>[] = [
  {
    id: 14,
    videoId: 'pvY5sA1gH9c',
    tag: 'Music Videos',
    title: 'Tidewater Film Festival Opening Titles',
    description: 'Jordan Vale - Demo Reel 2025, music video cut.',
    durationSeconds: 73,
    createdAt: '2025-08-27T12:00:00+00:00',
  },
  {
    id: 13,
    videoId: 'pv_k2Mq7-Rw',
    tag: 'Shorts',
    title: 'Color Grade Before/After: Desert Road',
    description: 'Pixel Nora: a boss fight in 30 seconds, cut for vertical.',
    durationSeconds: 58,
    createdAt: '2025-06-19T12:00:00+00:00',
  },
  {
    id: 12,
    videoId: 'pvZ8dB4nT6u',
    tag: 'Gaming',
    title: 'Vertical Cut: Atlas Running Co. #shorts',
    description: 'Mika Plays: tournament highlights with a custom scoreboard.',
    durationSeconds: 28,
    createdAt: '2025-04-08T12:00:00+00:00',
  },
  {
    id: 11,
    videoId: 'pvW3hX9lJ5y',
    tag: 'Documentary',
    title: "Founders' Story: Oak & Ember Bakery",
    description: 'Northbound: the road to base camp, a mini-documentary in four chapters.',
    durationSeconds: 186,
    createdAt: '2025-01-30T12:00:00+00:00',
  },
  {
    id: 10,
    videoId: 'pvQ0cR6eW2t',
    tag: 'Music Videos',
    title: 'Kinetic Type Explainer for Ledgerly',
    description: 'Aurora Lane - "Paper Boats": a one-location narrative music video.',
    durationSeconds: 118,
    createdAt: '2024-11-12T12:00:00+00:00',
  },
  {
    id: 8,
    videoId: 'pvK4vS0iZ8m',
    tag: 'Gaming',
    title: 'Helio Solar Product Launch Film',
    description: 'Dex Builds: building a castle in 100 days, a season recap.',
    durationSeconds: 95,
    createdAt: '2024-06-05T12:00:00+00:00',
  },
  {
    id: 7,
    videoId: 'pvD6yG2oB3j',
    tag: 'Documentary',
    title: 'Lumen — Official Music Video (Edit & Color)',
    description: 'TechTalia: inside a chip factory, interviews and B-roll.',
    durationSeconds: 231,
    createdAt: '2024-04-16T12:00:00+00:00',
  },
  {
    id: 2,
    videoId: 'pvT3nW9dQ7e',
    tag: 'Music Videos',
    title: 'Streetwise Podcast — Episode 12 Video Edit',
    description: 'Loopwave - "Night Drive": performance video cut to the beat, with speed ramps.',
    durationSeconds: 2845,
    createdAt: '2023-05-09T12:00:00+00:00',
  },
];

/** Eight portfolio videos, newest first, over four tags. */
export const portfolioFixtures: readonly PortfolioFixture[] = rows.map((row, index) => ({
  ...row,
  thumbnailUrl: fixtureImage(index),
}));

/** The tags of `portfolioFixtures`, sorted as the database returns them. */
export const portfolioFixtureTags: readonly string[] = [
  ...new Set(portfolioFixtures.map((video) => video.tag)),
].sort();

/** The demo reel as the platform describes it. */
export const showreelFixture = {
  videoId: 'JVreel2025a',
  title: 'Jordan Vale — Editing Demo Reel 2025',
  thumbnailUrl: fixtureImage(7),
  durationSeconds: 138,
};

/** The owner's latest upload of 60 seconds or longer. */
export const latestUploadFixture = {
  videoId: 'JVgiveAway8',
  title: '100K Giveaway! Comment Your Favourite Edit to Win a Color Panel',
  thumbnailUrl: fixtureImage(3),
  durationSeconds: 412,
};
