/**
 * The comment picker's run (docs/product.md, comment-picker): the video's comments (up to 1,000, in
 * plain text, with progress), or 'No comments found.' when there is nobody to draw from.
 */
import { COMMENT_PICKER_MESSAGES } from '@/domain/tools/comment-picker/commentPicker';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import type { YouTubeToolRun } from '@/services/tool-kit/toolRun';
import { fetchVideoComments } from '@/services/tool-kit/videoComments';

export const loadPickerComments: YouTubeToolRun<string, VideoComments> = async (
  yt,
  videoId,
  signal,
  onProgress,
) => {
  const result = await fetchVideoComments(yt, videoId, signal, onProgress);
  if (result.comments.length === 0) {
    throw new ToolFailure(COMMENT_PICKER_MESSAGES.noComments, false);
  }
  return result;
};
