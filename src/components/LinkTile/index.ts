export { LinkTile, type LinkTileDestination, type LinkTileProps } from './LinkTile';
