export { CommentPickerScreen, type CommentPickerScreenProps } from './CommentPickerScreen';
