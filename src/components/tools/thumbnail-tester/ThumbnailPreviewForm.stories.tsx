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

/**
 * Nothing chosen: Compare waits for a thumbnail. Every file chosen goes to the screen, which
 * opens it as an image (a file not named as one is not dropped here without a word).
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Compare' })).toBeDisabled();
    const input = canvasElement.querySelector<HTMLInputElement>(
      'input[aria-label="Thumbnail image"]',
    );
    await expect(input).toHaveAttribute('accept', 'image/*');
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    if (input) await userEvent.upload(input, notes, { applyAccept: false });
    await expect(args.onThumbnail).toHaveBeenCalledWith(notes);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const REFUSED =
  '“notes.txt” is not an image. Please choose a JPG, PNG, GIF or WebP file for the thumbnail.';

/** A refused file is said under the form; the thumbnail already chosen stays. */
export const FileRefused: Story = {
  args: { thumbnailName: 'thumbnail.png', thumbnailError: REFUSED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(REFUSED);
    await expect(canvas.getByText('Thumbnail: thumbnail.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Compare' })).toBeEnabled();
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
