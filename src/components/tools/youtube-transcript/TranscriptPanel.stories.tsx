import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import {
  loadedTranscript,
  longTranscriptCues,
  transcriptCues,
} from './YoutubeTranscriptResult.fixtures';
import { transcriptText } from '@/domain/tools/youtube-transcript/transcript';
import { transcriptDownloads } from '@/domain/tools/youtube-transcript/transcriptCues';
import { TEXT_BOX_MAX_CHARS, TRANSCRIPT_COPIED_MS, TranscriptPanel } from './TranscriptPanel';

const meta = {
  title: 'Tools/youtube-transcript/TranscriptPanel',
  component: TranscriptPanel,
  parameters: { layout: 'padded' },
  args: {
    text: loadedTranscript.text,
    cues: transcriptCues,
    downloads: loadedTranscript.downloads,
    fileBase: 'transcript-JVreel2025a',
    source: 'English captions from YouTube',
    onSeek: fn(),
  },
} satisfies Meta<typeof TranscriptPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text box, 'Copy to Clipboard', the .txt and .srt downloads and the lines. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('textbox', { name: 'Transcript' })).toHaveValue(
      loadedTranscript.text,
    );
    const txt = await panel.findByRole('link', { name: 'Download .txt' });
    await expect(txt).toHaveAttribute('download', 'transcript-JVreel2025a.txt');
    // The files' contents are checked where they are saved (tests/e2e/youtube-transcript.spec.ts).
    await expect(txt.getAttribute('href')).toMatch(/^blob:/);
    const srt = await panel.findByRole('link', { name: 'Download .srt' });
    await expect(srt).toHaveAttribute('download', 'transcript-JVreel2025a.srt');
    await expect(srt.getAttribute('href')).toMatch(/^blob:/);
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

const longText = transcriptText(longTranscriptCues);

/** A long stream's transcript: the box holds its first 20,000 characters and says so. */
export const LongTranscript: Story = {
  args: {
    text: longText,
    cues: longTranscriptCues,
    downloads: transcriptDownloads(longTranscriptCues),
    source: 'From stream.srt',
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    const box = panel.getByRole('textbox', { name: 'Transcript' });
    await expect(box).toHaveValue(`${longText.slice(0, TEXT_BOX_MAX_CHARS)}…`);
    await expect(
      panel.getByText(
        'From stream.srt. The box shows the first 20,000 characters; copy or download for all of it.',
      ),
    ).toBeVisible();
    // The lines open at the first, drawn once the list has measured its box.
    const lines = panel.getByRole('region', { name: 'Transcript lines' });
    await waitFor(() =>
      expect(within(lines).getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1'),
    );
    await expect(lines.scrollTop).toBe(0);
  },
};
