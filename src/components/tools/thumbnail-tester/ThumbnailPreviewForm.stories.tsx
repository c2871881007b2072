import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThumbnailPreviewForm } from './ThumbnailPreviewForm';

const meta = {
  title: 'Tools/thumbnail-tester/ThumbnailPreviewForm',
  component: ThumbnailPreviewForm,
  args: {
    title: '',
    onTitleChange: fn(),
    thumbnailName: null,
    profilePictureName: null,
    onThumbnail: fn(),
    onProfilePicture: fn(),
    theme: 'dark',
    onThemeChange: fn(),
    onCompare: fn(),
  },
} satisfies Meta<typeof ThumbnailPreviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Compare waits for a thumbnail; only images are taken. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Compare' })).toBeDisabled();
    const input = canvasElement.querySelector<HTMLInputElement>(
      'input[aria-label="Thumbnail image"]',
    );
    await expect(input).toHaveAttribute('accept', 'image/*');
    if (input) {
      await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
        applyAccept: false,
      });
      await userEvent.upload(input, new File(['png'], 'thumb.png', { type: 'image/png' }));
    }
    await expect(args.onThumbnail).toHaveBeenCalledTimes(1);
  },
};

export const WithPictures: Story = {
  args: {
    title: 'My video title',
    thumbnailName: 'thumbnail.png',
    profilePictureName: 'me.png',
    theme: 'light',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(args.onCompare).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Change thumbnail' })).toBeVisible();
  },
};
