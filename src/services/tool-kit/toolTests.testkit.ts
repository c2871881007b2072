/**
 * Test kit for the tool runs' unit and integration tests. Not imported by production code.
 */
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import { createYouTubeClient } from '@/services/youtube';
import { fakeFetch, type FakeHandler } from '@/services/youtube/fakeFetch.testkit';

/** A YouTube client on a scripted fetch: no cache, no retries, one key. */
export function fakeYouTube(handler: FakeHandler) {
  const fetch = fakeFetch(handler);
  const yt = createYouTubeClient({
    apiBase: 'https://api.test/youtube/v3',
    apiKeys: ['k1'],
    fetch,
    cache: false,
    retry: { attempts: 0 },
  });
  return { yt, fetch };
}

/** The channel reference `text` reads as; throws for text that is none (a broken test). */
export function channelRef(text: string): ChannelRef {
  const parsed = parseChannelRef(text);
  if (!parsed) throw new Error(`not a channel reference: ${text}`);
  return parsed;
}

/**
 * A commentThreads item as the API sends it: top-level comment `n` on `videoId`, its snippet's
 * fields (author, text…) from `comment`, the thread snippet's others (totalReplyCount…) from
 * `thread`. Posted on 2026-11-01 unless `comment` says otherwise.
 */
export function commentThread(
  n: number,
  videoId: string,
  comment: Record<string, unknown>,
  thread: Record<string, unknown> = {},
) {
  return {
    kind: 'youtube#commentThread',
    etag: 'e',
    id: `thread${n}`,
    snippet: {
      videoId,
      ...thread,
      topLevelComment: {
        kind: 'youtube#comment',
        etag: 'e',
        id: `thread${n}`,
        snippet: { publishedAt: '2026-11-01T10:00:00Z', ...comment },
      },
    },
  };
}
