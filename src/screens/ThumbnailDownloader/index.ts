export {
  ThumbnailDownloaderScreen,
  thumbnailDownloaderPath,
  type ThumbnailDownloaderScreenProps,
} from './ThumbnailDownloaderScreen';
