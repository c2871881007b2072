/**
 * What the tools that take one video's link say when the box holds no video (docs/product.md,
 * tool-kit).
 */
export const INVALID_VIDEO_URL_MESSAGE = 'Invalid YouTube URL. Please check the URL and try again.';
