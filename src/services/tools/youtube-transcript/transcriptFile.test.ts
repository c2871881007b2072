// (media-captions extends the browser's VTTCue, which jsdom lacks; under node it uses its own.)
import { describe, expect, it } from 'vitest';
import { TRANSCRIPT_FILE_MESSAGES } from '@/domain/tools/youtube-transcript/transcript';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { readCaptionFile } from './transcriptFile';

const srt = `1
00:00:01,000 --> 00:00:03,500
Hello <b>world</b>
line two

2
00:01:02,250 --> 00:01:04,000
Fish &amp; chips
`;

const vtt = `\uFEFFWEBVTT

NOTE exported by YouTube Studio

00:00.500 --> 00:02.000 align:start
<v Ann>Hi &lt;there&gt;

01:00:03.000 --> 01:00:04.000
Bye
`;

describe('readCaptionFile', () => {
  it('reads a SubRip file into timed cues of plain text', async () => {
    const { downloads, ...file } = await readCaptionFile(srt, 'talk.srt');
    expect(file).toEqual({
      name: 'talk.srt',
      format: 'srt',
      cues: [
        { startMs: 1_000, endMs: 3_500, text: 'Hello world line two' },
        { startMs: 62_250, endMs: 64_000, text: 'Fish & chips' },
      ],
      text: 'Hello world line two Fish & chips',
    });
    expect(downloads).toBeDefined();
  });

  it('makes the .txt and .srt downloads beside the cues (in the worker, not on the page)', async () => {
    const { downloads } = await readCaptionFile(srt, 'talk.srt');
    expect(downloads.txt.type).toBe('text/plain;charset=utf-8');
    await expect(downloads.txt.text()).resolves.toBe(
      '[0:01] Hello world line two\n[1:02] Fish & chips\n',
    );
    expect(downloads.srt.type).toBe('application/x-subrip;charset=utf-8');
    await expect(downloads.srt.text()).resolves.toBe(
      '1\n00:00:01,000 --> 00:00:03,500\nHello world line two\n\n2\n00:01:02,250 --> 00:01:04,000\nFish & chips\n',
    );
  });

  it('reads a WebVTT file (told by its header when pasted without a name)', async () => {
    const file = await readCaptionFile(vtt);
    expect(file.format).toBe('vtt');
    expect(file.cues).toEqual([
      { startMs: 500, endMs: 2_000, text: 'Hi <there>' },
      { startMs: 3_603_000, endMs: 3_604_000, text: 'Bye' },
    ]);
  });

  it.each(['', 'just some words', 'WEBVTT\n\n'])(
    'answers %j with a clear message and no retry',
    async (text) => {
      const failure = await readCaptionFile(text).catch((error: unknown) => error);
      expect(isToolFailure(failure)).toBe(true);
      expect(failure).toMatchObject({ message: TRANSCRIPT_FILE_MESSAGES.empty, retryable: false });
    },
  );
});
