export { ThumbnailPreviewForm, type ThumbnailPreviewFormProps } from './ThumbnailPreviewForm';
