import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TRANSCRIPT_FILE_MESSAGES } from '@/domain/tools/youtube-transcript/transcript';
import { uploadedSrt } from './YoutubeTranscriptResult.fixtures';
import { TranscriptFileInput } from './TranscriptFileInput';

const meta = {
  title: 'Tools/youtube-transcript/TranscriptFileInput',
  component: TranscriptFileInput,
  parameters: { layout: 'padded' },
  args: { onRead: fn() },
} satisfies Meta<typeof TranscriptFileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByRole('heading', { name: 'Have the captions file?' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Use pasted captions' })).toBeDisabled();
  },
};

/** An uploaded file is read with its name (which tells .srt from .vtt). */
export const Upload: Story = {
  parameters: { visual: { skip: 'ends as Empty draws' } },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', '.srt,.vtt,text/vtt,application/x-subrip');
    await userEvent.upload(
      input,
      new File([uploadedSrt], 'talk.srt', { type: 'application/x-subrip' }),
    );
    // The file is read asynchronously (File.text()): wait until it has been handed over.
    await waitFor(() =>
      expect(args.onRead).toHaveBeenCalledWith({ text: uploadedSrt, name: 'talk.srt' }),
    );
  },
};

/** Pasted captions are read without a name. */
export const Pasted: Story = {
  args: { initialText: uploadedSrt },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await userEvent.click(box.getByRole('button', { name: 'Use pasted captions' }));
    await expect(args.onRead).toHaveBeenCalledWith({ text: uploadedSrt, name: '' });
  },
};

export const Refused: Story = {
  args: { error: TRANSCRIPT_FILE_MESSAGES.unreadable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TRANSCRIPT_FILE_MESSAGES.unreadable,
    );
  },
};
