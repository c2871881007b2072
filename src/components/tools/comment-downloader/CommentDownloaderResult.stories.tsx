import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentDownloaderResult } from './CommentDownloaderResult';
import { noComments, thousandComments, twoComments } from './CommentDownloaderResult.fixtures';

const meta = {
  title: 'Tools/comment-downloader/CommentDownloaderResult',
  component: CommentDownloaderResult,
  parameters: { layout: 'padded' },
  args: { result: thousandComments, onDownload: fn() },
} satisfies Meta<typeof CommentDownloaderResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,000 of more: the counts, the three downloads, the first three comments. */
export const ThousandComments: Story = {
  parameters: {
    visual: { skip: 'drawn inside Tools/comment-downloader/CommentDownloaderScreen Results' },
  },
  play: async ({ canvasElement, args }) => {
    const result = within(canvasElement);
    await expect(
      result.getByRole('heading', { level: 2, name: '1,000 comments ready' }),
    ).toBeVisible();
    await expect(result.getByText('the newest 1,000; the video has more')).toBeVisible();
    await expect(result.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(result.getByRole('button', { name: 'Download youtube_comments.txt' }));
    await userEvent.click(result.getByRole('button', { name: 'Download as CSV' }));
    await userEvent.click(result.getByRole('button', { name: 'Download as JSON' }));
    await expect(args.onDownload.mock.calls).toEqual([['txt'], ['csv'], ['json']]);
  },
};

/** Fewer comments than the preview holds: all of them, under 'Comments'. */
export const TwoComments: Story = {
  args: { result: twoComments },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement);
    await expect(result.getByText('all of them')).toBeVisible();
    await expect(result.getByRole('heading', { level: 3, name: 'Comments' })).toBeVisible();
    await expect(result.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Nobody commented: said plainly, and no empty file to save. */
export const NoComments: Story = {
  args: { result: noComments },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement);
    await expect(
      result.getByRole('heading', { level: 2, name: 'No comments found' }),
    ).toBeVisible();
    await expect(result.queryByRole('button')).toBeNull();
  },
};
