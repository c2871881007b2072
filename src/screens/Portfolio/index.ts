export { PortfolioScreen, type PortfolioScreenProps } from './PortfolioScreen';
