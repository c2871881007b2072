/** Matching and ranking for search.list: words of `q` against titles, descriptions and tags. */
import type { ChannelRecord, VideoRecord } from '../dataset/types.ts';
import type { SearchHit } from '../resources/searchResult.ts';

export type SearchOrder = 'date' | 'rating' | 'viewCount' | 'relevance' | 'title' | 'videoCount';

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#]+/u)
    .filter((word) => word.length > 1);
}

/** 0 for no match; title hits count most. Without a query everything matches equally. */
function score(terms: readonly string[], title: string, body: string): number {
  if (terms.length === 0) return 1;
  const titleWords = new Set(words(title));
  const bodyText = body.toLowerCase();
  return terms.reduce(
    (sum, term) => sum + (titleWords.has(term) ? 3 : bodyText.includes(term) ? 1 : 0),
    0,
  );
}

export function videoScore(terms: readonly string[], video: VideoRecord): number {
  return score(terms, video.title, `${video.description} ${(video.tags ?? []).join(' ')}`);
}

export function channelScore(terms: readonly string[], channel: ChannelRecord): number {
  return score(
    terms,
    `${channel.title} ${channel.handle}`,
    `${channel.description} ${channel.keywords.join(' ')}`,
  );
}

export function queryTerms(q: string | undefined): string[] {
  return q === undefined ? [] : words(q);
}

interface Scored {
  hit: SearchHit;
  score: number;
  publishedAt: string;
  views: number;
  title: string;
}

export function scored(hit: SearchHit, value: number): Scored {
  const source = hit.type === 'video' ? hit.video : hit.channel;
  return {
    hit,
    score: value,
    publishedAt: source.publishedAt,
    views: source.viewCount,
    title: source.title,
  };
}

const comparators: Record<SearchOrder, (a: Scored, b: Scored) => number> = {
  // Relevance: best match first, popularity breaking ties.
  relevance: (a, b) => b.score - a.score || b.views - a.views,
  date: (a, b) => b.publishedAt.localeCompare(a.publishedAt),
  viewCount: (a, b) => b.views - a.views,
  rating: (a, b) => b.views - a.views,
  title: (a, b) => a.title.localeCompare(b.title),
  videoCount: (a, b) => b.views - a.views,
};

export function rank(results: Scored[], order: SearchOrder): SearchHit[] {
  return results.sort(comparators[order]).map((result) => result.hit);
}
