import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeEntry } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { ThumbnailCompareGrid } from './ThumbnailCompareGrid';
import { channelComparison, entryFixture, trendingVideos } from './ThumbnailCompareGrid.fixtures';

const meta = {
  title: 'Tools/thumbnail-tester/ThumbnailCompareGrid',
  component: ThumbnailCompareGrid,
  args: {
    tiles: placeEntry(trendingVideos, entryFixture, 5),
    theme: 'dark',
    caption: 'Trending on YouTube',
    onShuffle: fn(),
  },
} satisfies Meta<typeof ThumbnailCompareGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's entry sixth among 11 trending videos, dark. */
export const TrendingDark: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Trending on YouTube' });
    const tiles = within(grid).getAllByRole('listitem');
    await expect(tiles).toHaveLength(12);
    await expect(within(tiles[5] as HTMLElement).getByText('Your video')).toBeInTheDocument();
    await expect(within(tiles[5] as HTMLElement).getByText('14:56')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Shuffle' }));
    await expect(args.onShuffle).toHaveBeenCalled();
  },
};

/** A channel's uploads, light, the entry first. */
export const ChannelLight: Story = {
  args: {
    tiles: placeEntry(channelComparison.videos, entryFixture, 0),
    theme: 'light',
    caption: 'Latest videos from Maya Codes',
  },
};
