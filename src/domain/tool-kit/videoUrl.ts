/** What the tools that take one video's link say when the box holds no video (spec §5). */
export const INVALID_VIDEO_URL_MESSAGE = 'Invalid YouTube URL. Please check the URL and try again.';
