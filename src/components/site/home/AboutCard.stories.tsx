import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about, owner } from '@/config/site';
import { AboutCard } from './AboutCard';

const meta = {
  title: 'Site/home/AboutCard',
  component: AboutCard,
  parameters: { layout: 'padded' },
  args: {
    title: about.title,
    paragraphs: about.paragraphs,
    youtubeChannelUrl: owner.youtubeChannelUrl,
  },
  decorators: [
    (Story) => (
      <Box maw={520}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AboutCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'About Me' })).toBeVisible();
    const youtube = canvas.getByRole('link', { name: 'Visit My YouTube (opens in a new tab)' });
    await expect(youtube).toHaveAttribute('href', owner.youtubeChannelUrl);
    await expect(youtube).toHaveAttribute('target', '_blank');
    await expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const SingleParagraph: Story = {
  args: { paragraphs: [about.paragraphs[0]] },
};
