/**
 * docs/product.md, portfolio: the filter 'All' or a tag narrows the list; the filter's options
 * are 'All', then the distinct tags (the content service reads them distinct and sorted).
 */

/** The filter value that shows every video. */
export const ALL_VIDEOS = 'All';

/** The videos a filter shows, in their order; 'All' gives the list itself. */
export function videosForFilter<T extends { tag: string }>(videos: T[], filter: string): T[] {
  return filter === ALL_VIDEOS ? videos : videos.filter((video) => video.tag === filter);
}

/** The filter's options, in order: 'All', then each tag. */
export function filterOptions(tags: readonly string[]): string[] {
  return [ALL_VIDEOS, ...tags];
}
