/**
 * The thumbnail downloader's picks (docs/product.md, thumbnail-downloader): which thumbnail to show
 * and download, and the file name it is saved under.
 *
 * Decisions:
 * - The order is the documented, maxres then high then standard, even though standard (640×480) is
 *   larger than high (480×360); a video without any of the three has no pick (`null`).
 * - "Non-alphanumerics" are characters that are not letters, digits or combining marks in any
 *   script, so 'Café Tour' saves as 'café_tour_thumbnail.jpg' and a Japanese title keeps its
 *   words; each such code point becomes one underscore (runs are not merged). The 50-character
 *   cut counts characters as a reader does and never splits one.
 */
import { firstCharacters } from '@/domain/tool-kit/characters';

export interface ThumbnailImage {
  url: string;
  width?: number;
  height?: number;
}

/** `snippet.thumbnails` of a video: any of the five sizes may be missing. */
export type ThumbnailSet = Partial<
  Record<'default' | 'medium' | 'high' | 'standard' | 'maxres', ThumbnailImage>
>;

export const THUMBNAIL_PREFERENCE = ['maxres', 'high', 'standard'] as const;
export const THUMBNAIL_FILENAME_MAX_LENGTH = 50;
export const THUMBNAIL_FILENAME_SUFFIX = '_thumbnail.jpg';

/** The URL of the best thumbnail, or `null`. */
export function pickBestThumbnail(thumbnails: ThumbnailSet | null | undefined): string | null {
  for (const size of THUMBNAIL_PREFERENCE) {
    const url = thumbnails?.[size]?.url.trim();
    if (url !== undefined && url !== '') return url;
  }
  return null;
}

const NOT_ALPHANUMERIC = /[^\p{L}\p{M}\p{N}]/gu;

/** 'My Video: Part 2!' is 'my_video__part_2__thumbnail.jpg'. */
export function thumbnailFilename(title: string): string {
  const stem = firstCharacters(
    title.toLowerCase().replace(NOT_ALPHANUMERIC, '_'),
    THUMBNAIL_FILENAME_MAX_LENGTH,
  );
  return `${stem}${THUMBNAIL_FILENAME_SUFFIX}`;
}
