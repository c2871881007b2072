export { LinkTileList, type LinkTileListProps } from './LinkTileList';
