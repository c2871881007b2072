export {
  PortfolioVideoModal,
  type ModalVideo,
  type PortfolioVideoModalProps,
} from './PortfolioVideoModal';
