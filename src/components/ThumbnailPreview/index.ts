export { ThumbnailPreview, type ThumbnailPreviewProps } from './ThumbnailPreview';
