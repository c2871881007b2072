export { parseVideoId } from './videoId';
export { parseChannelRef, type ChannelRef } from './channelRef';
export { parseChannelKeywords } from './channelKeywords';
export { parsePlaylistId, parsePlaylistInput, type PlaylistInput } from './playlistId';
export { formatDuration, parseIsoDuration } from './duration';
export { formatCompactCount, parseCompactCount } from './compactCount';
export { youtubeEmbedUrl, YOUTUBE_PLAYER_ALLOW, type EmbedUrlOptions } from './embedUrl';
