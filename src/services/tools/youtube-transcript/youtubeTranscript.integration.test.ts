/**
 * The transcript viewer's run against the YouTube emulator: a captioned video's text, a video
 * without captions (the same empty 200 as production), and the `SANDBOX_YOUTUBE_TIMEDTEXT=empty`
 * knob (`timedText: 'empty'`), which makes even a captioned video fall back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCRIPT_MESSAGES } from '@/domain/tools/youtube-transcript/transcript';
import {
  commentsDisabledVideoId,
  demoReelVideoId,
} from '../../../../sandbox/youtube/dataset/index';
import { startYouTubeSandbox, type YouTubeSandbox } from '../../../../sandbox/youtube/server';
import { createYouTubeClient } from '@/services/youtube';
import { runYouTubeTool } from '@/services/tool-kit/toolRun';
import { viewTranscript } from './youtubeTranscript';
import { freshSignal, useYouTubeSandbox } from '@/services/tool-kit/youtubeSandbox.testkit';

const call = (query: string) => ({ query, onProgress: () => undefined });

describe('viewTranscript against the sandbox', () => {
  const client = useYouTubeSandbox();

  it("shows a captioned video's text with its cue times, for no quota units", async () => {
    const { result, units } = await runYouTubeTool(
      client(),
      viewTranscript,
      call(demoReelVideoId),
      freshSignal(),
    );
    if (result.kind !== 'transcript') throw new Error(`expected a transcript, got ${result.kind}`);
    expect(result.text).toMatch(/^Welcome back, today it's all about Jordan Vale/);
    expect(result.cues.length).toBeGreaterThan(10);
    expect(result.cues[0]?.startMs).toBeLessThan(1000);
    expect(result.cues.every((cue) => cue.endMs > cue.startMs)).toBe(true);
    expect(units).toBe(0);
  });

  it('works whatever the Data API key (timedtext takes none)', async () => {
    const { result } = await runYouTubeTool(
      client('sandbox-quota-exceeded'),
      viewTranscript,
      call(demoReelVideoId),
      freshSignal(),
    );
    expect(result.kind).toBe('transcript');
  });

  it("falls back for a video without captions: 'No transcript found'", async () => {
    const result = await viewTranscript(client(), commentsDisabledVideoId, freshSignal());
    expect(result).toEqual({
      kind: 'captioned-player',
      videoId: commentsDisabledVideoId,
      reason: TRANSCRIPT_MESSAGES.noTranscript,
    });
  });

  it("says 'Video not found' for a video the platform does not know (1 unit)", async () => {
    await expect(
      runYouTubeTool(client(), viewTranscript, call('Unknown0000'), freshSignal()),
    ).rejects.toMatchObject({ message: TRANSCRIPT_MESSAGES.videoNotFound });
  });
});

describe("viewTranscript with the sandbox's empty-caption knob", () => {
  let sandbox: YouTubeSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startYouTubeSandbox({ timedText: 'empty' });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('falls back even for a captioned video', async () => {
    if (!sandbox) throw new Error('the sandbox is not running');
    const yt = createYouTubeClient({
      apiBase: sandbox.apiBase,
      apiKeys: ['sandbox-key'],
      timedTextBase: sandbox.timedTextBase,
    });
    await expect(viewTranscript(yt, demoReelVideoId, freshSignal())).resolves.toEqual({
      kind: 'captioned-player',
      videoId: demoReelVideoId,
      reason: TRANSCRIPT_MESSAGES.noTranscript,
    });
  });
});
