import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { entryFixture } from './ThumbnailCompareGrid.fixtures';
import { ThumbnailPreview } from './ThumbnailPreview';

const meta = {
  title: 'Tools/thumbnail-tester/ThumbnailPreview',
  component: ThumbnailPreview,
  args: { entry: entryFixture, theme: 'dark' },
} satisfies Meta<typeof ThumbnailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Home: Large', 'Home: Small', 'Sidebar', 'Mobile: Column']) {
      await expect(canvas.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(canvas.getAllByText('14:56')).toHaveLength(4);
    await expect(canvas.getAllByText('123K views • 1 hour ago')).toHaveLength(4);
  },
};

export const Light: Story = { args: { theme: 'light' } };

/** Without a profile picture, Home: Large shows the channel's initial. */
export const WithoutProfilePicture: Story = {
  args: { entry: { ...entryFixture, profilePictureUrl: null, title: 'Short title' } },
};
