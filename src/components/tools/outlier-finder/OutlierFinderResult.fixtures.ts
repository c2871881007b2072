import type { OutlierResults, OutlierVideo } from '@/domain/tools/outlier-finder/outlierFinder';
import { fixtureImage } from '@/test/fixtureImages';

const channelTitles = ['Tiny Lens Studio', 'Northern Cut', 'Frame by Frame', 'Reel Kitchen'];

const video = (
  index: number,
  title: string,
  views: number,
  subscribers: number,
  durationSeconds = 540,
): OutlierVideo => ({
  videoId: `outlier${String(index).padStart(4, '0')}`,
  title,
  channelId: `UCoutlierChannel${String(index).padStart(8, '0')}`,
  channelTitle: channelTitles[index % channelTitles.length] ?? 'Tiny Lens Studio',
  thumbnailUrl: fixtureImage(index),
  durationSeconds,
  views,
  subscribers,
  ratio: views / subscribers,
});

/** Badges of every colour: red, purple, blue and grey (ratios 250, 62.5, 12.4, 9.4...). */
export const outlierVideos: OutlierVideo[] = [
  video(0, "I filmed a short film in 24 hours & it wasn't easy", 1_250_000, 5_000),
  video(1, 'Colour grading <b>without</b> a grading panel', 250_000, 4_000),
  video(2, 'The cheapest film camera that still looks good', 124_000, 10_000),
  video(3, 'Editing a documentary on a laptop', 94_000, 10_000),
  video(4, 'Sound design for short films, explained', 30_000, 12_000),
  video(5, 'Behind the scenes of a one-take film', 8_000, 10_000),
];

export const outlierShorts: OutlierVideo[] = [
  video(6, 'One-second film tip #shorts', 3_400_000, 21_000, 42),
  video(7, 'This lens trick takes 10 seconds', 410_000, 7_300, 58),
  video(8, 'Film vs digital in 30 seconds', 95_000, 6_000, 30),
];

export const videoResults: OutlierResults = {
  query: 'short film',
  type: 'videos',
  videos: outlierVideos,
  leftOut: 0,
};

export const shortsResults: OutlierResults = {
  query: 'short film',
  type: 'shorts',
  videos: outlierShorts,
  leftOut: 0,
};

export const resultsWithLeftOut: OutlierResults = {
  ...videoResults,
  videos: outlierVideos.slice(0, 3),
  leftOut: 2,
};

export const allLeftOut: OutlierResults = { ...videoResults, videos: [], leftOut: 4 };
