export { ProjectTile, type ProjectTileProps } from './ProjectTile';
