/** The playlist analyzer's run against the YouTube emulator over HTTP. */
import { describe, expect, it } from 'vitest';
import {
  hugePlaylistSize,
  mixedPlaylistId,
  portfolioPlaylistId,
} from '../../../../sandbox/youtube/dataset/index';
import { YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { PlaylistSummary } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { analyzePlaylist } from './playlistAnalysis';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

describe('playlist analysis on the sandbox', () => {
  const client = useYouTubeSandbox();

  async function summaryOf(id: string): Promise<{ summary: PlaylistSummary; units: number }> {
    const { result, units } = await runYouTubeTool(
      client(),
      analyzePlaylist,
      { query: { kind: 'playlist', id }, onProgress: () => undefined },
      freshSignal(),
    );
    if (result.kind !== 'summary') throw new Error('expected a summary');
    return { summary: result.summary, units };
  }

  it('summarises the mixed playlist: 9 videos, 3 unavailable, five channels, four languages', async () => {
    const { summary, units } = await summaryOf(mixedPlaylistId);
    expect(summary).toMatchObject({ items: 12, videos: 9, unavailable: 3 });
    expect(summary.channels).toHaveLength(5);
    expect(
      summary.languages
        .map((l) => l.name)
        .filter((name) => name !== 'Not stated')
        .sort(),
    ).toEqual(['English', 'French', 'Japanese', 'Spanish']);
    // one page, one videos batch, one channels call
    expect(units).toBe(3);
  });

  it('summarises the owner portfolio playlist', async () => {
    const { summary } = await summaryOf(portfolioPlaylistId);
    expect(summary.videos).toBeGreaterThan(0);
    expect(summary.unavailable).toBe(0);
  });

  it(`reads all ${hugePlaylistSize} items of the big playlist in pages of 50`, async () => {
    const { createDataset } = await import('../../../../sandbox/youtube/dataset/index');
    const huge = createDataset().playlists.find((p) => p.videoIds.length === hugePlaylistSize);
    const { summary, units } = await summaryOf(huge?.id ?? '');
    expect(summary.items).toBe(hugePlaylistSize);
    expect(units).toBeGreaterThanOrEqual(48);
  });

  it("answers 'Playlist not found' for a playlist that does not exist", async () => {
    await expect(summaryOf('PLthisPlaylistDoesNotExist000')).rejects.toThrow('Playlist not found');
  });

  it('turns the quota-exceeded key into the quota text', async () => {
    await expect(
      runYouTubeTool(
        client('sandbox-quota-exceeded'),
        analyzePlaylist,
        { query: { kind: 'playlist', id: mixedPlaylistId }, onProgress: () => undefined },
        freshSignal(),
      ),
    ).rejects.toThrow(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});
