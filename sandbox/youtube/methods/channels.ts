/**
 * channels.list by `id` (up to 50), `forUsername` or `forHandle` (with or without `@`, any
 * case). Nothing found is a 200 without an `items` key.
 */
import type { ChannelRecord } from '../dataset/types.ts';
import { errors } from '../http/apiError.ts';
import type { ApiQuery } from '../http/query.ts';
import type { RequestContext } from '../resources/context.ts';
import { channelParts, channelResource } from '../resources/channel.ts';
import type { ListMethod } from './listResponse.ts';
import { listResponse } from './listResponse.ts';

const filters = ['id', 'forUsername', 'forHandle', 'mine', 'managedByMe', 'categoryId'] as const;

function findChannels(query: ApiQuery, ctx: RequestContext): ChannelRecord[] {
  const filter = query.filter(filters);
  const value = query.get(filter) ?? '';
  switch (filter) {
    case 'id':
      return query.ids('id').flatMap((id) => ctx.dataset.channel(id) ?? []);
    case 'forUsername':
      return [ctx.dataset.channelByUsername(value)].flatMap((channel) => channel ?? []);
    case 'forHandle':
      return [ctx.dataset.channelByHandle(value.replace(/^@/, ''))].flatMap(
        (channel) => channel ?? [],
      );
    case 'categoryId':
      return [];
    default:
      throw errors.authorizationRequired(filter);
  }
}

export const listChannels: ListMethod = (query, ctx) => {
  const parts = query.parts(channelParts);
  const resultsPerPage = query.maxResults(0, 50, 5);
  const channels = findChannels(query, ctx);
  return listResponse({
    kind: 'youtube#channelListResponse',
    items: channels.map((channel) => channelResource(ctx, channel, parts)),
    totalResults: channels.length,
    resultsPerPage,
    omitEmptyItems: true,
  });
};
