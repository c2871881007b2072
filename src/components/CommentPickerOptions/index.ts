export { CommentPickerOptions, type CommentPickerOptionsProps } from './CommentPickerOptions';
