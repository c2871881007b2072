/**
 * The tag generator's run (docs/product.md, tag-generator): one search for the title (videos in
 * category 27, 10 results, 100 units), then one videos call for their tags, titles, descriptions
 * and views (1 unit). A search that finds nothing stops there: no tags.
 */
import {
  generateTags,
  TAG_SEARCH,
  type TagGeneration,
} from '@/domain/tools/tag-generator/tagGenerator';
import { toCount, type YouTubeClient } from '@/services/youtube';
import type { YouTubeToolRun } from '@/services/tool-kit/toolRun';

export const generateTagsForTitle: YouTubeToolRun<string, TagGeneration> = async (
  yt: YouTubeClient,
  title: string,
  signal: AbortSignal,
) => {
  const found = await yt.search({ q: title, ...TAG_SEARCH }, signal);
  const ids = found.items.flatMap((item) =>
    item.id.kind === 'youtube#video' ? [item.id.videoId] : [],
  );
  if (ids.length === 0) return { title, tags: [] };
  const videos = await yt.videos({ ids }, ['snippet', 'statistics'], signal);
  return {
    title,
    tags: generateTags(
      videos.map((video) => ({
        title: video.snippet?.title ?? '',
        description: video.snippet?.description ?? '',
        tags: video.snippet?.tags ?? [],
        views: toCount(video.statistics?.viewCount) ?? 0,
      })),
    ),
  };
};
