export { YouTubePlayer, type YouTubePlayerProps } from './YouTubePlayer';
