/** videos.list: by `id` (up to 50; unknown ids are left out) or `chart=mostPopular` (paged). */
import { errors } from '../http/apiError.ts';
import { paginate } from '../http/paging.ts';
import { videoParts, videoResource } from '../resources/video.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';

const kind = 'youtube#videoListResponse';

export const listVideos: ListMethod = (query, ctx) => {
  const parts = query.parts(videoParts);
  const filter = query.filter(['id', 'chart', 'myRating']);
  if (filter === 'myRating') throw errors.authorizationRequired(filter);
  if (filter === 'id') {
    const videos = query.ids('id').flatMap((id) => ctx.dataset.video(id) ?? []);
    const items = videos.map((video) => videoResource(ctx, video, parts));
    return listResponse({ kind, items, totalResults: items.length, resultsPerPage: items.length });
  }
  const chart = query.oneOf('chart', ['mostPopular', 'chartUnspecified'], 'mostPopular');
  if (chart !== 'mostPopular') throw errors.videoChartNotFound();
  const pageSize = query.maxResults(1, 50, 5);
  const categoryId = query.get('videoCategoryId') ?? '0';
  const videos =
    categoryId === '0'
      ? ctx.dataset.mostPopular
      : ctx.dataset.mostPopular.filter((video) => video.categoryId === categoryId);
  if (videos.length === 0) throw errors.videoChartNotFound();
  const scope = `videos:chart:${categoryId}`;
  const page = paginate(videos, { scope, pageSize, pageToken: query.get('pageToken') });
  return listResponse({
    kind,
    ...page,
    items: page.items.map((video) => videoResource(ctx, video, parts)),
    totalResults: videos.length,
    resultsPerPage: pageSize,
  });
};
