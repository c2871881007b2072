/** The subscribe link run against the YouTube emulator: link, quota and failures. */
import { describe, expect, it } from 'vitest';
import { isToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { ownerChannelId } from '../../../../sandbox/youtube/dataset';
import { generateSubscribeLink } from './subscribeLink';
import { withToolFailures } from '@/services/tool-kit/youtubeFailures';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';
import { channelRef as ref } from '@/services/tool-kit/toolTests.testkit';

describe('generateSubscribeLink against the sandbox', () => {
  const client = useYouTubeSandbox();

  it('makes the handle link of @mayacodes for 1 quota unit', async () => {
    const { result, units, requests } = await client().withMeter((yt) =>
      generateSubscribeLink(yt, ref('https://www.youtube.com/@mayacodes'), freshSignal()),
    );
    expect(result.link).toBe('https://www.youtube.com/@mayacodes?sub_confirmation=1');
    expect(result.channel.title).toBe('Maya Codes');
    expect(result.channel.subscribers).toBe(9800);
    expect(result.channel.avatarUrl).toMatch(/^http/);
    expect(units).toBe(1);
    expect(requests).toBe(1);
  });

  it('reads the owner by channel id, and a hidden count as null', async () => {
    const owner = await generateSubscribeLink(client(), ref(ownerChannelId), freshSignal());
    expect(owner.link).toBe('https://www.youtube.com/@jordanvaleedits?sub_confirmation=1');
    const quiet = await generateSubscribeLink(client(), ref('@quietframefilms'), freshSignal());
    expect(quiet.channel.subscribers).toBeNull();
  });

  it("answers an unknown handle with 'Channel not found'", async () => {
    const failure: unknown = await generateSubscribeLink(
      client(),
      ref('@nosuchchannelhere'),
      freshSignal(),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe('Channel not found');
  });

  it('explains a used-up quota', async () => {
    const failure: unknown = await withToolFailures(() =>
      generateSubscribeLink(client('sandbox-quota-exceeded'), ref('@mayacodes'), freshSignal()),
    ).catch((error: unknown) => error);
    expect(isToolFailure(failure) && failure.message).toBe(YOUTUBE_FAILURE_MESSAGES.quota);
  });
});
