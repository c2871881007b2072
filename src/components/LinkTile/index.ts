export {
  LinkTile,
  externalLinkTileProps,
  type LinkTileDestination,
  type LinkTileProps,
} from './LinkTile';
