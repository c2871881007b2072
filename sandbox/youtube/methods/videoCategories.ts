/** videoCategories.list by `id` (404 when none is known) or `regionCode` (the whole list). */
import { errors } from '../http/apiError.ts';
import { videoCategoryParts, videoCategoryResource } from '../resources/videoCategory.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';

export const listVideoCategories: ListMethod = (query, ctx) => {
  const parts = query.parts(videoCategoryParts);
  const filter = query.filter(['id', 'regionCode']);
  const all = ctx.dataset.categories;
  const ids = filter === 'id' ? query.list('id') : [];
  const categories = filter === 'id' ? all.filter((category) => ids.includes(category.id)) : all;
  if (categories.length === 0) throw errors.videoCategoryNotFound();
  const items = categories.map((category) => videoCategoryResource(category, parts));
  return listResponse({
    kind: 'youtube#videoCategoryListResponse',
    items,
    totalResults: items.length,
    resultsPerPage: items.length,
  });
};
