/**
 * Addresses of tools that another feature links to (a video's analysis links to its transcript,
 * a playlist's videos to their analysis). They live here, with the shared groups, so a feature
 * never imports another feature to build a link.
 */

/** `/tools/video-analyzer/{videoId}`. */
export const videoAnalyzerPath = (videoId: string) =>
  `/tools/video-analyzer/${encodeURIComponent(videoId)}`;

/** `/tools/youtube-transcript/{videoId}`. */
export const youtubeTranscriptPath = (videoId: string) =>
  `/tools/youtube-transcript/${encodeURIComponent(videoId)}`;
