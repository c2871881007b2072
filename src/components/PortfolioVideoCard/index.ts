export { PortfolioVideoCard, type PortfolioVideoCardProps } from './PortfolioVideoCard';
