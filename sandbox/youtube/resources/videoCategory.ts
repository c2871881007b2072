/** `youtube#videoCategory`. */
import { categoryChannelId } from '../dataset/categories.ts';
import type { VideoCategoryRecord } from '../dataset/categories.ts';
import { withParts } from './parts.ts';

export const videoCategoryParts = ['id', 'snippet'] as const;

export function videoCategoryResource(category: VideoCategoryRecord, parts: ReadonlySet<string>) {
  return withParts(
    { kind: 'youtube#videoCategory', id: category.id },
    {
      snippet: () => ({
        title: category.title,
        assignable: category.assignable,
        channelId: categoryChannelId,
      }),
    },
    parts,
  );
}
