/**
 * Ids the site and the tests rely on: the owner's demo reel and portfolio (they are in the
 * site's database), the portfolio playlist, and the videos with special comment behaviour.
 */
export const demoReelVideoId = 'JVreel2025a';
export const portfolioPlaylistId = 'PLjv8PortfolioShowcase2025Edits012';
/** A video with comments disabled: commentThreads answers 403 commentsDisabled. */
export const commentsDisabledVideoId = 'MayaNoCmt0A';
/** The owner's giveaway video, with the most comment threads (well over 1,500). */
export const commentHeavyVideoId = 'JVgiveAway8';
export const commentHeavyThreadCount = 1_650;

export interface FixedVideo {
  id: string;
  title: string;
  durationSeconds: number;
}

export const portfolioVideos: readonly FixedVideo[] = [
  { id: 'pvA9fL3uV6g', title: 'Northwind Coffee — Brand Film', durationSeconds: 154 },
  { id: 'pvC1wE8tN5h', title: 'Atlas Running Co. “Every Mile” Commercial', durationSeconds: 62 },
  { id: 'pvD6yG2oB3j', title: 'Lumen — Official Music Video (Edit & Color)', durationSeconds: 231 },
  { id: 'pvH5bz1YcK0', title: 'The Last Ferry — Documentary Trailer', durationSeconds: 128 },
  { id: 'pvK4vS0iZ8m', title: 'Helio Solar Product Launch Film', durationSeconds: 95 },
  { id: 'pvM2xJ7rP4s', title: 'Wedding Highlight: Ana & Theo', durationSeconds: 305 },
  { id: 'pvN7pU5aF1q', title: 'Fjord Outdoor Gear — Winter Campaign', durationSeconds: 47 },
  { id: 'pvQ0cR6eW2t', title: 'Kinetic Type Explainer for Ledgerly', durationSeconds: 118 },
  {
    id: 'pvR8kq2LmXa',
    title: 'Mira Sol — Live at the Roundhouse (Multicam Edit)',
    durationSeconds: 412,
  },
  {
    id: 'pvT3nW9dQ7e',
    title: 'Streetwise Podcast — Episode 12 Video Edit',
    durationSeconds: 2_845,
  },
  { id: 'pvW3hX9lJ5y', title: "Founders' Story: Oak & Ember Bakery", durationSeconds: 186 },
  { id: 'pvY5sA1gH9c', title: 'Tidewater Film Festival Opening Titles', durationSeconds: 73 },
  { id: 'pvZ8dB4nT6u', title: 'Vertical Cut: Atlas Running Co. #shorts', durationSeconds: 28 },
  { id: 'pv_k2Mq7-Rw', title: 'Color Grade Before/After: Desert Road', durationSeconds: 58 },
];

/** The owner's fixed uploads, newest first. */
export const ownerFixedVideos: readonly FixedVideo[] = [
  {
    id: commentHeavyVideoId,
    title: '100K Giveaway! Comment Your Favourite Edit to Win a Color Panel',
    durationSeconds: 412,
  },
  { id: demoReelVideoId, title: 'Jordan Vale — Editing Demo Reel 2025', durationSeconds: 138 },
  ...portfolioVideos,
];
