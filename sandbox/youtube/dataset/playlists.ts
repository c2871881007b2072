/** Uploads playlists for every channel, plus a few curated ones (the owner's portfolio, a huge one). */
import type { ChannelSpec } from './channelSpecs.ts';
import { ownerChannelId } from './channelSpecs.ts';
import { portfolioPlaylistId, portfolioVideos } from './fixedContent.ts';
import type { Random } from '../../shared/random.ts';
import { themes } from './themes.ts';
import { hourMs, isoAt } from './time.ts';
import type { PlaylistRecord, VideoRecord } from './types.ts';

export const hugePlaylistSize = 1_200;

export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** Items added some hours after each video went out. */
function addedTimes(random: Random, videos: readonly VideoRecord[]): string[] {
  return videos.map((video) => isoAt(Date.parse(video.publishedAt) + random.int(0, 72) * hourMs));
}

function playlist(
  random: Random,
  fields: Omit<PlaylistRecord, 'addedAt' | 'videoIds' | 'publishedAt'>,
  videos: readonly VideoRecord[],
): PlaylistRecord {
  const oldest = videos.at(-1)?.publishedAt ?? '2020-01-01T00:00:00Z';
  return {
    ...fields,
    publishedAt: isoAt(Date.parse(oldest) - random.int(1, 100) * hourMs),
    videoIds: videos.map((video) => video.id),
    addedAt: addedTimes(random, videos),
  };
}

export function uploadsPlaylist(
  channelTitle: string,
  channelId: string,
  uploads: readonly VideoRecord[],
): PlaylistRecord {
  return {
    id: uploadsPlaylistId(channelId),
    channelId,
    title: `Uploads from ${channelTitle}`,
    description: '',
    publishedAt: uploads.at(-1)?.publishedAt ?? '2020-01-01T00:00:00Z',
    videoIds: uploads.map((video) => video.id),
    addedAt: uploads.map((video) => video.publishedAt),
  };
}

/** A channel's curated playlists; the owner's include the portfolio showcase. */
export function curatedPlaylists(
  random: Random,
  spec: ChannelSpec,
  channelId: string,
  uploads: readonly VideoRecord[],
): PlaylistRecord[] {
  const lists: PlaylistRecord[] = [];
  if (channelId === ownerChannelId) {
    const ids = new Set(portfolioVideos.map((video) => video.id));
    lists.push(
      playlist(
        random,
        {
          id: portfolioPlaylistId,
          channelId,
          title: 'Portfolio Showcase 2025',
          description:
            'Selected client work: brand films, music videos, documentaries and commercials.',
        },
        uploads.filter((video) => ids.has(video.id)),
      ),
    );
  }
  if (uploads.length > hugePlaylistSize) {
    lists.push(
      playlist(
        random,
        {
          id: `PL${random.id(32)}`,
          channelId,
          title: 'Every Stream Highlight (Archive)',
          description: 'All the highlights, oldest to newest.',
        },
        uploads.slice(0, hugePlaylistSize).reverse(),
      ),
    );
  }
  for (const subject of random.sample(themes[spec.theme].subjects, 2)) {
    const picked = uploads.filter(() => random.chance(0.3)).slice(0, 40);
    lists.push(
      playlist(
        random,
        { id: `PL${random.id(32)}`, channelId, title: `Best of ${subject}`, description: '' },
        picked,
      ),
    );
  }
  return lists;
}
