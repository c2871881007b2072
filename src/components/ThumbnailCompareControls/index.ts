export {
  ThumbnailCompareControls,
  type ThumbnailCompareControlsProps,
} from './ThumbnailCompareControls';
