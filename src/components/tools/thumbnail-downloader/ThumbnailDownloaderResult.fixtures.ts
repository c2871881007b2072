import type { ThumbnailLookup } from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import { fixtureImage } from '@/test/fixtureImages';

/** An HD video's thumbnail (a local 16:9 image stands in for the platform's). */
export const hdThumbnail: ThumbnailLookup = {
  videoId: 'JVreel2025a',
  title: 'Jordan Vale — Editing Demo Reel 2025',
  imageUrl: fixtureImage(3, { width: 1280, height: 720 }),
  filename: 'jordan_vale___editing_demo_reel_2025_thumbnail.jpg',
  width: 1280,
  height: 720,
};

/** A thumbnail whose size the platform did not state. */
export const unsizedThumbnail: ThumbnailLookup = {
  ...hdThumbnail,
  width: null,
  height: null,
};
