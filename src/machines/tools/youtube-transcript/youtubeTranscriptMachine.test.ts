import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  MAX_CAPTION_FILE_BYTES,
  TRANSCRIPT_FILE_MESSAGES,
  TRANSCRIPT_MESSAGES,
  type CaptionFile,
  type TranscriptResult,
} from '@/domain/tools/youtube-transcript/transcript';
import { transcriptDownloads } from '@/domain/tools/youtube-transcript/transcriptCues';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { controlled } from '@/test/controlledActor';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import {
  transcriptFileMachine,
  youtubeTranscriptMachine,
  type CaptionFileInput,
} from './youtubeTranscriptMachine';

function start(param: string | undefined) {
  const run = controlled<ToolRunOutput<TranscriptResult>, ToolRunRequest<string>>();
  const logError = vi.fn();
  const actor = createActor(
    youtubeTranscriptMachine.provide({ actors: { run: run.logic }, actions: { logError } }),
    { input: { params: param } },
  );
  actor.start();
  return { actor, run };
}

const helloCues = [{ startMs: 0, endMs: 1000, text: 'Hello' }];
const loaded: TranscriptResult = {
  kind: 'transcript',
  videoId: 'dQw4w9WgXcQ',
  text: 'Hello',
  cues: helloCues,
  downloads: transcriptDownloads(helloCues),
};

describe('transcript viewer machine (docs/product.md, youtube-transcript)', () => {
  it('is idle without a video', () => {
    const { actor, run } = start(undefined);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(run.calls).toHaveLength(0);
  });

  it('loads the transcript of the video in a deep link (idle → loading → loaded)', async () => {
    const { actor, run } = start('https://youtu.be/dQw4w9WgXcQ');
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    expect(run.call(0).input.query).toBe('dQw4w9WgXcQ');
    run.call(0).resolve({ result: loaded, units: 0 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context.result).toEqual(loaded);
  });

  it('shows the fallback player as a result', async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    const fallback: TranscriptResult = {
      kind: 'captioned-player',
      videoId: 'dQw4w9WgXcQ',
      reason: 'No transcript found',
    };
    run.call(0).resolve({ result: fallback, units: 0 });
    const done = await waitFor(actor, (s) => s.hasTag('results'));
    expect(done.context.result).toEqual(fallback);
  });

  it('answers a link that holds no video with the documented message', () => {
    const { actor, run } = start('https://vimeo.com/12345');
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'Invalid YouTube URL. Please check the URL and try again.',
    );
    expect(run.calls).toHaveLength(0);
  });

  it("shows 'Failed to load transcript…' with 'Try again' when the run itself fails", async () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    run.call(0).reject(new Error('boom'));
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context).toMatchObject({ error: TRANSCRIPT_MESSAGES.failed, canRetry: true });
    actor.send({ type: 'tool.retry' });
    expect(run.calls).toHaveLength(2);
  });

  it('aborts the run in flight for a new video', () => {
    const { actor, run } = start('dQw4w9WgXcQ');
    actor.send({ type: 'tool.params', params: 'JVreel2025a' });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toBe('JVreel2025a');
  });
});

function startFile() {
  const read = controlled<CaptionFile, CaptionFileInput>();
  const actor = createActor(transcriptFileMachine.provide({ actors: { read: read.logic } }));
  actor.start();
  return { actor, read };
}

const captions = (text: string) => new Blob([text], { type: 'text/plain' });

const hiCues = [{ startMs: 1000, endMs: 2000, text: 'Hi' }];
const file: CaptionFile = {
  name: 'talk.srt',
  format: 'srt',
  cues: hiCues,
  text: 'Hi',
  downloads: transcriptDownloads(hiCues),
};

describe('transcript file machine', () => {
  it('reads a file: empty → reading → loaded', async () => {
    const { actor, read } = startFile();
    expect(actor.getSnapshot().value).toBe('empty');
    const content = captions('1\n…');
    actor.send({ type: 'file.read', content, name: 'talk.srt' });
    expect(actor.getSnapshot().hasTag('reading')).toBe(true);
    expect(read.call(0).input).toEqual({ content, name: 'talk.srt' });
    read.call(0).resolve(file);
    const done = await waitFor(actor, (s) => s.matches('loaded'));
    expect(done.context.file).toEqual(file);
  });

  it("shows the file's failure, keeps the last good file, and clears", async () => {
    const { actor, read } = startFile();
    actor.send({ type: 'file.read', content: captions('a'), name: '' });
    read.call(0).resolve(file);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'file.read', content: captions('b'), name: '' });
    read.call(1).reject(new ToolFailure(TRANSCRIPT_FILE_MESSAGES.empty, false));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toEqual({ file, error: TRANSCRIPT_FILE_MESSAGES.empty });
    actor.send({ type: 'file.clear' });
    expect(actor.getSnapshot().context).toEqual({ file: null, error: null });
  });

  it('says the file could not be read for anything else', async () => {
    const { actor, read } = startFile();
    actor.send({ type: 'file.read', content: captions('a'), name: '' });
    read.call(0).reject(new Error('boom'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(TRANSCRIPT_FILE_MESSAGES.unreadable);
  });

  it('a newer file replaces one still being read', () => {
    const { actor, read } = startFile();
    actor.send({ type: 'file.read', content: captions('a'), name: '' });
    actor.send({ type: 'file.read', content: captions('b'), name: '' });
    expect(read.call(0).signal.aborted).toBe(true);
    expect(read.call(1).input.content.size).toBe(1);
  });

  it('refuses a file over the size cap without reading it, and keeps the last good file', async () => {
    const { actor, read } = startFile();
    actor.send({ type: 'file.read', content: captions('a'), name: '' });
    read.call(0).resolve(file);
    await waitFor(actor, (s) => s.matches('loaded'));
    const huge = { size: MAX_CAPTION_FILE_BYTES + 1 } as Blob;
    actor.send({ type: 'file.read', content: huge, name: 'huge.srt' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ file, error: TRANSCRIPT_FILE_MESSAGES.tooLarge });
    expect(read.calls).toHaveLength(1);
  });

  it('reads a file of exactly the cap', () => {
    const { actor, read } = startFile();
    const atCap = { size: MAX_CAPTION_FILE_BYTES } as Blob;
    actor.send({ type: 'file.read', content: atCap, name: 'long.srt' });
    expect(actor.getSnapshot().hasTag('reading')).toBe(true);
    expect(read.calls).toHaveLength(1);
  });
});
