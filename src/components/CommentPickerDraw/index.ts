export {
  CommentPickerDraw,
  type CommentPickerDrawProps,
  type DrawPhase,
} from './CommentPickerDraw';
