import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { portfolioFixtures } from './PortfolioVideoCard.fixtures';
import { PortfolioGrid } from './PortfolioGrid';

const videos = portfolioFixtures.map(
  ({ id, tag, title, description, durationSeconds, thumbnailUrl }) => ({
    id,
    tag,
    title,
    description,
    durationSeconds,
    thumbnailUrl,
  }),
);

const meta = {
  title: 'Site/portfolio/PortfolioGrid',
  component: PortfolioGrid,
  parameters: { layout: 'padded' },
  args: { id: 'portfolio-grid', videos, onOpen: fn() },
} satisfies Meta<typeof PortfolioGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Portfolio videos' });
    await expect(within(list).getAllByRole('article')).toHaveLength(videos.length);
    const second = videos[1];
    if (!second) throw new Error('fixtures: fewer than two videos');
    await userEvent.click(
      canvas.getByRole('button', { name: (name) => name.startsWith(`Play ${second.title}`) }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(second.id);
  },
};

export const LoadedMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(videos.length);
  },
};

/** Placeholder cards hold the grid's place while the list loads. */
export const Loading: Story = {
  args: { loading: true, videos: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading portfolio' });
    await expect(status).toHaveAttribute('id', 'portfolio-grid');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No videos to show yet.')).toBeVisible();
  },
};
