import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TRANSCRIPT_FILE_MESSAGES } from '@/domain/tools/youtube-transcript/transcript';
import { uploadedSrt } from './YoutubeTranscriptResult.fixtures';
import { TranscriptFileInput, type CaptionText } from './TranscriptFileInput';

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
    // The cap is said before a file is chosen, not only when one is refused.
    await expect(
      box.getByRole('button', { name: 'Upload .srt or .vtt' }),
    ).toHaveAccessibleDescription(/, up to 10 MB, to get the transcript/);
  },
};

/** An uploaded file is read with its name (which tells .srt from .vtt). */
export const Upload: Story = {
  parameters: { visual: { skip: 'ends as Empty draws' } },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', '.srt,.vtt,text/vtt,application/x-subrip');
    const file = new File([uploadedSrt], 'talk.srt', { type: 'application/x-subrip' });
    await userEvent.upload(input, file);
    // Handed over unread: the screen's reader reads it off the page's thread.
    await waitFor(() =>
      expect(args.onRead).toHaveBeenCalledWith({ content: file, name: 'talk.srt' }),
    );
  },
};

const readPasted = fn<(captions: CaptionText) => void>();

/** Pasted captions are read without a name. */
export const Pasted: Story = {
  args: { initialText: uploadedSrt, onRead: readPasted },
  beforeEach: () => {
    readPasted.mockClear();
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await userEvent.click(box.getByRole('button', { name: 'Use pasted captions' }));
    await expect(readPasted).toHaveBeenCalledOnce();
    const captions = readPasted.mock.calls[0]?.[0];
    await expect(captions?.name).toBe('');
    await expect(await captions?.content.text()).toBe(uploadedSrt);
  },
};

/** A file over the cap is refused with the cap in the message (the screen's machine says it). */
export const TooLarge: Story = {
  args: { error: TRANSCRIPT_FILE_MESSAGES.tooLarge },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TRANSCRIPT_FILE_MESSAGES.tooLarge,
    );
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
