export { PortfolioFilter, type PortfolioFilterProps } from './PortfolioFilter';
