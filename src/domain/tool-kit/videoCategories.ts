/**
 * The 15 standard, assignable YouTube video categories: `snippet.categoryId` of a video and the
 * English titles `videoCategories.list` gives them. The revenue rates of the video analyzer and
 * the earnings calculator (docs/product.md, youtube-calculator) and the playlist analyzer's
 * "category-name map of 15 ids" are all keyed on these.
 */
export const VIDEO_CATEGORY_NAMES = {
  '1': 'Film & Animation',
  '2': 'Autos & Vehicles',
  '10': 'Music',
  '15': 'Pets & Animals',
  '17': 'Sports',
  '19': 'Travel & Events',
  '20': 'Gaming',
  '22': 'People & Blogs',
  '23': 'Comedy',
  '24': 'Entertainment',
  '25': 'News & Politics',
  '26': 'Howto & Style',
  '27': 'Education',
  '28': 'Science & Technology',
  '29': 'Nonprofits & Activism',
} as const;

export type VideoCategoryId = keyof typeof VIDEO_CATEGORY_NAMES;

export function isVideoCategoryId(id: string): id is VideoCategoryId {
  return Object.hasOwn(VIDEO_CATEGORY_NAMES, id);
}

/** The category's title, or `null` for an id outside the 15 (or none). */
export function videoCategoryName(id: string | null | undefined): string | null {
  const key = id?.trim() ?? '';
  return isVideoCategoryId(key) ? VIDEO_CATEGORY_NAMES[key] : null;
}
