export { CommentDownloadResult, type CommentDownloadResultProps } from './CommentDownloadResult';
