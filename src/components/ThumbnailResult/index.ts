export { ThumbnailResult, type ThumbnailResultProps } from './ThumbnailResult';
