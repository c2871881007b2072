export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed';
