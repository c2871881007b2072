import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { transcriptCues } from './YoutubeTranscriptResult.fixtures';
import { TranscriptCueList } from './TranscriptCueList';

const meta = {
  title: 'Tools/youtube-transcript/TranscriptCueList',
  component: TranscriptCueList,
  parameters: { layout: 'padded' },
  args: { cues: transcriptCues, onSeek: fn() },
} satisfies Meta<typeof TranscriptCueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every line with its timestamp; a timestamp plays the video from there. */
export const AllLines: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement);
    await expect(list.getByText('8 lines')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(list.getByRole('button', { name: 'Play from 2 minutes 5 seconds' }));
    await expect(args.onSeek).toHaveBeenCalledWith(125_000);
  },
};

/** Searching keeps the lines holding the words and marks them; the count says how many. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await userEvent.type(list.getByRole('searchbox', { name: 'Search transcript' }), 'cut on');
    await expect(await list.findByText('2 of 8 lines match')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);
  },
};

export const NothingFound: Story = {
  args: { initialQuery: 'zebra' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByText('0 of 8 lines match')).toBeVisible();
    await expect(list.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Without a player the timestamps are text, not buttons. */
export const WithoutPlayer: Story = {
  args: { onSeek: undefined },
  parameters: { visual: { skip: 'draws as AllLines, timestamps not buttons' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByText('2:05')).toBeVisible();
    await expect(list.queryAllByRole('button')).toHaveLength(0);
  },
};
