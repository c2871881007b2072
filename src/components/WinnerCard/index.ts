export { WinnerCard, type WinnerCardProps } from './WinnerCard';
