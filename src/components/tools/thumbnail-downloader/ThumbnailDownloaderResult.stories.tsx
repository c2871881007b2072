import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { hdThumbnail, unsizedThumbnail } from './ThumbnailDownloaderResult.fixtures';
import { ThumbnailDownloaderResult } from './ThumbnailDownloaderResult';

const meta = {
  title: 'Tools/thumbnail-downloader/ThumbnailDownloaderResult',
  component: ThumbnailDownloaderResult,
  parameters: { layout: 'padded' },
  args: { thumbnail: hdThumbnail, downloading: false, onDownload: fn() },
} satisfies Meta<typeof ThumbnailDownloaderResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const result = within(canvasElement);
    await expect(result.getByRole('img', { name: hdThumbnail.title })).toHaveAttribute(
      'src',
      hdThumbnail.imageUrl,
    );
    await expect(result.getByRole('heading', { level: 2, name: hdThumbnail.title })).toBeVisible();
    await expect(result.getByText('1280 × 720 px')).toBeVisible();
    await expect(result.getByText(hdThumbnail.filename)).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: 'Download Thumbnail' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const SizeUnknown: Story = {
  args: { thumbnail: unsizedThumbnail },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement);
    await expect(result.queryByText('Size')).toBeNull();
    await expect(result.getByText(unsizedThumbnail.filename)).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Downloading...' });
    await expect(button).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
