import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clients, stack } from '@/config/site';
import { MediaChip } from './MediaChip';

const [tool] = stack;
const [client] = clients;

const meta = {
  title: 'Site/home/MediaChip',
  component: MediaChip,
  parameters: { layout: 'padded' },
  args: { image: tool?.logo ?? '', title: tool?.name ?? '', caption: tool?.role ?? '' },
  decorators: [
    (Story) => (
      <Box maw={240}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MediaChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Premiere Pro')).toBeVisible();
    await expect(canvas.getByText('Video editing')).toBeVisible();
  },
};

export const ChannelAvatar: Story = {
  args: {
    image: client?.image ?? '',
    title: client?.name ?? '',
    caption: client?.subscribers ?? '',
    shape: 'circle',
  },
};

export const LongTitleWraps: Story = {
  args: { title: 'A creator with a remarkably long channel name', caption: '12.4M subscribers' },
};
