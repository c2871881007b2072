export { MediaChip, type MediaChipProps } from './MediaChip';
