export { parseVideoId } from './videoId';
export { parseChannelRef, type ChannelRef } from './channelRef';
export { parsePlaylistId, parsePlaylistInput, type PlaylistInput } from './playlistId';
export { formatDuration, parseIsoDuration } from './duration';
export { formatCompactCount, parseCompactCount } from './compactCount';
export { youtubeEmbedUrl } from './embedUrl';
