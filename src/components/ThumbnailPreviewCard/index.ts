export { ThumbnailPreviewCard, type ThumbnailPreviewCardProps } from './ThumbnailPreviewCard';
export { YouTubeSurface, type YouTubeSurfaceProps } from './YouTubeSurface';
