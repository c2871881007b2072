export { TagChips, type TagChipsProps } from './TagChips';
