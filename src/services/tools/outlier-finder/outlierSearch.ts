/**
 * The outlier finder's run (docs/product.md, outlier-finder): `search` for 25 videos (100
 * units, nothing cheaper answers a free-text query), then in one round trip `videos` (duration
 * and views) and `channels` (subscribers) of the results, side by side: the search snippet
 * already names each video's channel.
 */
import {
  OUTLIER_FINDER_MESSAGES,
  OUTLIER_SEARCH_RESULTS,
  type OutlierCandidate,
  type OutlierQuery,
  type OutlierResults,
} from '@/domain/tools/outlier-finder/outlierFinder';
import { rankOutliers } from '@/domain/tools/outlier-finder/outlierRanking';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import {
  decodeEntities,
  pickThumbnail,
  toCount,
  toDurationSeconds,
  type SearchResult,
  type YouTubeClient,
} from '@/services/youtube';
import { subscribersOf } from '@/services/tool-kit/channelFigures';

interface Hit {
  videoId: string;
  channelId: string;
  title: string;
  channelTitle: string;
  thumbnailUrl: string | null;
}

function toHit(result: SearchResult): Hit | null {
  const { id, snippet } = result;
  if (id.kind !== 'youtube#video' || !snippet) return null;
  return {
    videoId: id.videoId,
    channelId: snippet.channelId,
    // Search snippets are HTML-escaped (&#39;, &amp;): decoded once here, shown as text.
    title: decodeEntities(snippet.title),
    channelTitle: decodeEntities(snippet.channelTitle),
    thumbnailUrl: pickThumbnail(snippet.thumbnails, ['medium', 'high', 'default'])?.url ?? null,
  };
}

const noVideos = () => new ToolFailure(OUTLIER_FINDER_MESSAGES.noVideos, false);

export async function findOutliers(
  yt: YouTubeClient,
  { query, type }: OutlierQuery,
  signal: AbortSignal,
): Promise<OutlierResults> {
  const page = await yt.search(
    { q: query, type: 'video', maxResults: OUTLIER_SEARCH_RESULTS, order: 'relevance' },
    signal,
  );
  const hits = page.items.map(toHit).filter((hit): hit is Hit => hit !== null);
  if (hits.length === 0) throw noVideos();

  const channelIds = [...new Set(hits.map((hit) => hit.channelId))];
  const [videos, channels] = await Promise.all([
    yt.videos({ ids: hits.map((hit) => hit.videoId) }, ['contentDetails', 'statistics'], signal),
    yt.channels({ id: channelIds }, ['statistics'], signal),
  ]);
  const videoById = new Map(videos.map((video) => [video.id, video]));
  const channelById = new Map(channels.map((channel) => [channel.id, channel]));

  const candidates: OutlierCandidate[] = [];
  for (const hit of hits) {
    const video = videoById.get(hit.videoId);
    const durationSeconds = toDurationSeconds(video?.contentDetails?.duration);
    if (!video || durationSeconds === undefined) continue;
    candidates.push({
      ...hit,
      durationSeconds,
      views: toCount(video.statistics?.viewCount) ?? 0,
      subscribers: subscribersOf(channelById.get(hit.channelId)),
    });
  }

  const ranking = rankOutliers(candidates, type);
  if (ranking.ofType === 0) throw noVideos();
  return { query, type, videos: ranking.videos, leftOut: ranking.leftOut };
}
