export { PortfolioGrid, type PortfolioGridItem, type PortfolioGridProps } from './PortfolioGrid';
