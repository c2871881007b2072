/** The channel consultant's run against the YouTube emulator: figures, quota and failures. */
import { describe, expect, it } from 'vitest';
import { CONSULTANT_MESSAGES } from '@/domain/tools/channel-consultant/consultant';
import { consultantPrompt } from '@/domain/tools/channel-consultant/consultantPrompts';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { parseChannelRef, type ChannelRef } from '@/domain/youtube/channelRef';
import {
  emptyChannelId,
  freshChannelId,
  freshLatestVideoId,
} from '../../../../sandbox/youtube/dataset/index';
import { consultChannel } from './channelConsultant';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

const ref = (input: string): ChannelRef => {
  const parsed = parseChannelRef(input);
  if (!parsed) throw new Error(`not a channel reference: ${input}`);
  return parsed;
};

const call = (input: string) => ({ query: ref(input), onProgress: () => undefined });

describe('consultChannel against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('reads the channel, its uploads page and its latest videos for 3 quota units', async () => {
    const yt = client();
    const meter = yt.startMeter();
    const { result, units } = await runYouTubeTool(
      yt,
      consultChannel,
      call('https://www.youtube.com/@novagamingarena'),
      freshSignal(),
    );
    meter.stop();
    expect(units).toBe(3);
    expect(meter.requests).toBe(3);
    expect(meter.byResource.search).toBeUndefined();
    expect(result).toMatchObject({
      title: 'Nova Gaming Arena',
      handle: '@novagamingarena',
      subscribers: 23_100_000,
      topics: ['Video game culture', 'Action game'],
    });
    expect(result.keywords).toContain('Nova Gaming Arena');
    expect(result.videos).toBeGreaterThan(1000);
    expect(result.views).toBeGreaterThan(0);
    expect(result.avatarUrl).toMatch(/^http/);
    expect(result.latestUploads).toHaveLength(10);
    for (const upload of result.latestUploads) {
      expect(upload.title).not.toBe('');
      expect(upload.views).toBeGreaterThanOrEqual(0);
    }
    const dates = result.latestUploads.map((upload) => upload.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists the newest upload first', async () => {
    const result = await consultChannel(client(), ref(freshChannelId), freshSignal());
    expect(result.latestUploads[0]?.videoId).toBe(freshLatestVideoId);
  });

  it('says the subscriber count is hidden for a channel that hides it', async () => {
    const result = await consultChannel(client(), ref('@quietframefilms'), freshSignal());
    expect(result.subscribers).toBeNull();
    expect(consultantPrompt(result, 'seo', '2026-11-15')).toContain(
      'Subscribers: subscriber count hidden',
    );
  });

  it('reads a channel without uploads with its one channel call', async () => {
    const { result, units } = await runYouTubeTool(
      client(),
      consultChannel,
      call('@blankcanvasstudio'),
      freshSignal(),
    );
    expect(units).toBe(1);
    expect(result).toMatchObject({ id: emptyChannelId, videos: 0, latestUploads: [] });
    expect(consultantPrompt(result, 'ideation', '2026-11-15')).toContain(
      'Latest uploads: no uploads yet',
    );
  });

  it("answers an unknown channel with the consultant's text, not worth retrying", async () => {
    const failure: unknown = await consultChannel(
      client(),
      ref('@nobody-here'),
      freshSignal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(CONSULTANT_MESSAGES.failed);
    expect(isToolFailure(failure) && failure.retryable).toBe(false);
  });

  it('explains a used-up quota instead of a generic failure', async () => {
    const failure: unknown = await runYouTubeTool(
      client('sandbox-quota-exceeded'),
      consultChannel,
      call('@novagamingarena'),
      freshSignal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
    expect(isToolFailure(failure) && failure.retryable).toBe(true);
  });
});
