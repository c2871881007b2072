export {
  CommentDownloaderScreen,
  commentDownloaderPath,
  type CommentDownloaderScreenProps,
} from './CommentDownloaderScreen';
