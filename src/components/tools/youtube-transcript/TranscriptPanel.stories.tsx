import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cuesToSrt, cuesToText } from '@/domain/tools/youtube-transcript/transcriptCues';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import { loadedTranscript, transcriptCues } from './YoutubeTranscriptResult.fixtures';
import { TRANSCRIPT_COPIED_MS, TranscriptPanel } from './TranscriptPanel';

const meta = {
  title: 'Tools/youtube-transcript/TranscriptPanel',
  component: TranscriptPanel,
  parameters: { layout: 'padded' },
  args: {
    text: loadedTranscript.text,
    cues: transcriptCues,
    fileBase: 'transcript-JVreel2025a',
    source: 'English captions from YouTube',
    onSeek: fn(),
  },
} satisfies Meta<typeof TranscriptPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const decoded = (href: string | null) => decodeURIComponent((href ?? '').split(',')[1] ?? '');

/** The text box, 'Copy to Clipboard', the .txt and .srt downloads and the lines. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('textbox', { name: 'Transcript' })).toHaveValue(
      loadedTranscript.text,
    );
    const txt = panel.getByRole('link', { name: 'Download .txt' });
    await expect(txt).toHaveAttribute('download', 'transcript-JVreel2025a.txt');
    await expect(decoded(txt.getAttribute('href'))).toBe(cuesToText(transcriptCues));
    const srt = panel.getByRole('link', { name: 'Download .srt' });
    await expect(srt).toHaveAttribute('download', 'transcript-JVreel2025a.srt');
    await expect(decoded(srt.getAttribute('href'))).toBe(cuesToSrt(transcriptCues));
  },
};

/** 'Copy to Clipboard' copies the text and says 'Copied!' (for 2 s). */
export const Copied: Story = {
  beforeEach: mockClipboard(),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Copy to Clipboard' }));
    await expect(await panel.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(clipboardWriteText).toHaveBeenCalledWith(loadedTranscript.text);
    // 'Copied!' reverts after 2 s.
    await waitFor(
      () => expect(panel.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible(),
      { timeout: TRANSCRIPT_COPIED_MS + 1_000 },
    );
  },
  parameters: { visual: { skip: "ends as Default draws ('Copied!' lasts 2 s)" } },
};

/** A refused copy says so and how to copy by hand. */
export const CopyRefused: Story = {
  parameters: { visual: { skip: 'the refusal is drawn by Shared UI/CopyButton Failed' } },
  beforeEach: mockClipboard({ refuse: true }),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Copy to Clipboard' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Could not copy: select the text and copy it yourself.',
    );
  },
};
