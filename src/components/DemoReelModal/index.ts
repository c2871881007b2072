export { DemoReelModal, type DemoReelModalProps } from './DemoReelModal';
