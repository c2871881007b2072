export { CopyEmailTile, type CopyEmailTileProps } from './CopyEmailTile';
