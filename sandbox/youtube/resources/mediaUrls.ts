/**
 * Absolute URLs of the generated images, built from the request's origin and the emulator's
 * mount prefix, so they work on the site (`/sandbox/youtube`) and on the standalone server.
 */
export const videoThumbnailSizes = {
  default: { width: 120, height: 90 },
  medium: { width: 320, height: 180 },
  high: { width: 480, height: 360 },
  standard: { width: 640, height: 480 },
  maxres: { width: 1280, height: 720 },
} as const;

export type VideoThumbnailKey = keyof typeof videoThumbnailSizes;

export const avatarSizes = { default: 88, medium: 240, high: 800 } as const;
export const commentAvatarSize = 48;

export interface MediaUrls {
  videoThumbnail(videoId: string, key: VideoThumbnailKey): string;
  avatar(channelId: string, size: number): string;
  banner(channelId: string): string;
}

export function mediaUrls(base: string): MediaUrls {
  return {
    videoThumbnail: (videoId, key) => `${base}/thumbs/${encodeURIComponent(videoId)}/${key}.svg`,
    avatar: (channelId, size) => `${base}/avatars/${encodeURIComponent(channelId)}.svg?s=${size}`,
    banner: (channelId) => `${base}/banners/${encodeURIComponent(channelId)}.svg`,
  };
}
