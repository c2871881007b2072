export { YouTubePlayer, type YouTubePlayerProps } from './YouTubePlayer';
export { seekYouTubePlayer, sendYouTubeCommand } from './playerCommand';
