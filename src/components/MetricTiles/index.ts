export { MetricTiles, type MetricTile, type MetricTilesProps } from './MetricTiles';
