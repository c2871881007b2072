import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TRANSCRIPT_FILE_MESSAGES } from '@/domain/tools/youtube-transcript/transcript';
import {
  fetchFailedFallback,
  loadedTranscript,
  noTranscriptFallback,
  standInPlayer,
  uploadedCaptions,
} from './YoutubeTranscriptResult.fixtures';
import { YoutubeTranscriptResult } from './YoutubeTranscriptResult';

const meta = {
  title: 'Tools/youtube-transcript/YoutubeTranscriptResult',
  component: YoutubeTranscriptResult,
  parameters: { layout: 'padded' },
  args: { result: loadedTranscript, onReadFile: fn(), buildEmbedUrl: standInPlayer },
} satisfies Meta<typeof YoutubeTranscriptResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves with the IFrame API commands the stand-in player window receives next. */
function nextCommands(frame: HTMLIFrameElement, count: number): Promise<unknown[]> {
  const target = frame.contentWindow;
  if (!target) return Promise.reject(new Error('the player has no window yet'));
  const received: unknown[] = [];
  return new Promise((resolve) => {
    const listen = (event: MessageEvent) => {
      received.push(JSON.parse(String(event.data)));
      if (received.length < count) return;
      target.removeEventListener('message', listen);
      resolve(received);
    };
    target.addEventListener('message', listen);
  });
}

/**
 * Loaded (docs/product.md, youtube-transcript): the success box, the player, the transcript with
 * timestamps.
 */
export const Loaded: Story = {
  parameters: {
    visual: { skip: 'drawn inside Tools/youtube-transcript/YoutubeTranscriptScreen Loaded' },
  },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement);
    await expect(result.getByText('Transcript loaded successfully')).toBeVisible();
    await expect(result.getByRole('textbox', { name: 'Transcript' })).toHaveValue(
      loadedTranscript.text,
    );
    // The virtual list draws its rows once it has measured its box.
    await expect(
      await result.findByRole('button', { name: 'Play from 1 minute 4 seconds' }),
    ).toBeVisible();
  },
};

/** A timestamp plays the video from there through the IFrame API (seekTo, then playVideo). */
export const TimestampSeeksPlayer: Story = {
  parameters: { visual: { skip: 'ends as Loaded draws' } },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement);
    const frame = result.getByTitle<HTMLIFrameElement>(`Video ${loadedTranscript.videoId}`);
    await waitFor(() => expect(frame.contentDocument?.readyState).toBe('complete'));
    const play = await result.findByRole('button', { name: 'Play from 1 minute 4 seconds' });
    const commands = nextCommands(frame, 2);
    await userEvent.click(play);
    await expect(await commands).toEqual([
      { event: 'command', func: 'seekTo', args: [64.5, true] },
      { event: 'command', func: 'playVideo', args: [] },
    ]);
  },
};

/**
 * The fallback (docs/product.md, youtube-transcript): 'Video loaded with captions', why ('No
 * transcript found'), the player with English captions forced on, and the way to give a captions
 * file.
 */
export const FallbackNoTranscript: Story = {
  args: { result: noTranscriptFallback, buildEmbedUrl: fn(standInPlayer) },
  play: async ({ canvasElement, args }) => {
    const result = within(canvasElement);
    await expect(result.getByText('Video loaded with captions')).toBeVisible();
    await expect(result.getByText(/^No transcript found/)).toBeVisible();
    await expect(
      result.getByTitle(`Video ${noTranscriptFallback.videoId} with English captions`),
    ).toBeVisible();
    await expect(args.buildEmbedUrl).toHaveBeenCalledWith(
      noTranscriptFallback.videoId,
      expect.objectContaining({
        captionsLanguage: 'en',
        jsApi: { origin: window.location.origin },
      }),
    );
    await expect(result.queryByRole('textbox', { name: 'Transcript' })).toBeNull();
    await expect(result.getByRole('button', { name: 'Upload .srt or .vtt' })).toBeVisible();
  },
};

export const FallbackFetchFailed: Story = {
  args: { result: fetchFailedFallback },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Failed to fetch captions/)).toBeVisible();
  },
};

/** A captions file given in the fallback: its transcript, named after the file. */
export const FromCaptionsFile: Story = {
  args: { result: noTranscriptFallback, file: uploadedCaptions },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement);
    await expect(result.getByText('From demo-reel.en.srt')).toBeVisible();
    await expect(result.getByRole('textbox', { name: 'Transcript' })).toHaveValue(
      'From the uploaded file: hello. A second line, a minute in.',
    );
    await expect(await result.findByRole('link', { name: 'Download .srt' })).toHaveAttribute(
      'download',
      'demo-reel.en.srt',
    );
  },
};

export const CaptionsFileRefused: Story = {
  args: { result: noTranscriptFallback, fileError: TRANSCRIPT_FILE_MESSAGES.empty },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TRANSCRIPT_FILE_MESSAGES.empty,
    );
  },
};
