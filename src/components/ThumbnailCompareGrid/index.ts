export { ThumbnailCompareGrid, type ThumbnailCompareGridProps } from './ThumbnailCompareGrid';
