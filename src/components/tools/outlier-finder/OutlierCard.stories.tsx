import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outlierVideos } from './OutlierFinderResult.fixtures';

const [video] = outlierVideos as [OutlierVideo, ...OutlierVideo[]];
import { OutlierCard } from './OutlierCard';
import type { OutlierVideo } from '@/domain/tools/outlier-finder/outlierFinder';

const meta = {
  title: 'Tools/outlier-finder/OutlierCard',
  component: OutlierCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box maw={360}>
        <Story />
      </Box>
    ),
  ],
  args: { video },
} satisfies Meta<typeof OutlierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlier: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    // The title is text: an ampersand and an apostrophe, never markup.
    await expect(card.getByRole('heading', { level: 3, name: video.title })).toBeVisible();
    await expect(card.getByText('250x')).toBeVisible();
    await expect(card.getByText('1.25M views')).toBeVisible();
    await expect(card.getByText('5K subscribers')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Watch .* on YouTube/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(card.getByRole('link', { name: /^Analyze / })).toHaveAttribute(
      'href',
      `/tools/video-analyzer/${video.videoId}`,
    );
  },
};
