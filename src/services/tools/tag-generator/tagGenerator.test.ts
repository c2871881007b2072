import { describe, expect, it, vi } from 'vitest';
import type { SearchResult, Video, YouTubeClient } from '@/services/youtube';
import { generateTagsForTitle } from './tagGenerator';

const hit = (videoId: string) =>
  ({
    kind: 'youtube#searchResult',
    etag: 'e',
    id: { kind: 'youtube#video', videoId },
  }) as SearchResult;

const video = (id: string, tags: string[] | undefined, views: string, title = 'Title') =>
  ({
    kind: 'youtube#video',
    etag: 'e',
    id,
    snippet: { title, description: 'About video editing', tags },
    statistics: { viewCount: views },
  }) as unknown as Video;

function fakeClient(ids: string[], videos: Video[]) {
  const search = vi.fn(() => Promise.resolve({ items: ids.map(hit), page: 1 }));
  const videosCall = vi.fn(() => Promise.resolve(videos));
  const yt = { search, videos: videosCall } as unknown as YouTubeClient;
  return { yt, search, videos: videosCall };
}

const signal = new AbortController().signal;
const run = (yt: YouTubeClient, title: string) =>
  generateTagsForTitle(yt, title, signal, () => undefined);

describe('generateTagsForTitle', () => {
  it('searches videos of category 27 for the title, 10 results (docs/product.md)', async () => {
    const { yt, search } = fakeClient([], []);
    await run(yt, 'how to edit videos');
    expect(search).toHaveBeenCalledWith(
      { q: 'how to edit videos', type: 'video', videoCategoryId: '27', maxResults: 10 },
      signal,
    );
  });

  it('reads the tags of the videos found in ONE videos call, part snippet,statistics', async () => {
    const { yt, videos } = fakeClient(
      ['a', 'b'],
      [
        video('a', ['video editing', 'vlog'], '1000000'),
        video(
          'b',
          ['Video Editing', 'editing tips for beginners'],
          '10',
          'Editing tips for beginners',
        ),
      ],
    );
    const result = await run(yt, 'editing');
    expect(videos).toHaveBeenCalledTimes(1);
    expect(videos).toHaveBeenCalledWith({ ids: ['a', 'b'] }, ['snippet', 'statistics'], signal);
    expect(result).toEqual({
      title: 'editing',
      tags: [
        { tag: 'video editing', score: 3 + 2 + 6 },
        { tag: 'editing tips for beginners', score: 5 + 2 + 1 },
      ],
    });
  });

  it('finds no tags (and makes no videos call) when the search finds nothing', async () => {
    const { yt, videos } = fakeClient([], []);
    expect(await run(yt, 'zzzz')).toEqual({ title: 'zzzz', tags: [] });
    expect(videos).not.toHaveBeenCalled();
  });

  it('copes with videos without tags or statistics', async () => {
    const { yt } = fakeClient(['a'], [video('a', undefined, 'x')]);
    expect((await run(yt, 't')).tags).toEqual([]);
  });
});
