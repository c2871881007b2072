import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longTranscriptCues, transcriptCues } from './YoutubeTranscriptResult.fixtures';
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
    await expect(await list.findAllByRole('listitem')).toHaveLength(8);
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
    await expect(await list.findByText('2:05')).toBeVisible();
    await expect(list.queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * A long stream's 10,000 lines: only those in view are drawn, each telling screen readers its
 * place; the box scrolls from the keyboard, and searching still reaches every line.
 */
export const LongTranscript: Story = {
  args: { cues: longTranscriptCues },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByText('10,000 lines')).toBeVisible();
    const rows = await list.findAllByRole('listitem');
    await expect(rows.length).toBeLessThan(40);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    const first = rows[0];
    await expect(first?.getAttribute('aria-posinset')).toBe(
      String(Number(first?.dataset.index) + 1),
    );
    const box = list.getByRole('region', { name: 'Transcript lines' });
    await expect(box).toHaveAttribute('tabindex', '0');
    box.scrollTop = box.scrollHeight;
    await waitFor(() =>
      expect(list.getByRole('button', { name: /^Play from 8 hours 19 minutes 57/ })).toBeVisible(),
    );
    box.scrollTop = 0;
    await userEvent.type(list.getByRole('searchbox', { name: 'Search transcript' }), 'thanks');
    await expect(await list.findByText('1,250 of 10,000 lines match')).toBeVisible();
    // The matches open at their first, whatever was scrolled before.
    const matches = list.getByRole('region', { name: 'Transcript lines' });
    await waitFor(() =>
      expect(within(matches).getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1'),
    );
    await expect(matches.scrollTop).toBe(0);
  },
};

/**
 * A list hidden for a moment (a collapsed panel, a page still being laid out) and shown again
 * still draws its lines: while hidden, the box and its rows measure 0 px, which must not be
 * taken for their size.
 */
export const ShownAgainAfterHidden: Story = {
  parameters: { visual: { skip: 'ends as AllLines draws' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(await list.findAllByRole('listitem')).toHaveLength(8);
    const frames = (count: number) =>
      new Promise<void>((done) => {
        const step = (left: number) =>
          left === 0 ? done() : requestAnimationFrame(() => step(left - 1));
        step(count);
      });
    canvasElement.style.display = 'none';
    // Long enough for the box's and the rows' resize observers to report the hidden sizes.
    await frames(3);
    canvasElement.style.display = '';
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(8));
    await expect(list.getByRole('button', { name: 'Play from 2 minutes 5 seconds' })).toBeVisible();
  },
};
