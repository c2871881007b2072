import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThumbnailCompareControls } from './ThumbnailCompareControls';

const meta = {
  title: 'Tools/thumbnail-tester/ThumbnailCompareControls',
  component: ThumbnailCompareControls,
  args: {
    source: 'trending',
    onSourceChange: fn(),
    channel: '',
    onChannelChange: fn(),
    onLoadChannel: fn(),
    channelError: null,
    busy: false,
  },
} satisfies Meta<typeof ThumbnailCompareControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Channel URL' })).toBeNull();
    await userEvent.click(canvas.getByText('Channel'));
    await expect(args.onSourceChange).toHaveBeenCalledWith('channel');
  },
};

export const Channel: Story = {
  args: { source: 'channel', channel: 'https://www.youtube.com/@mayacodes' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load Channel' }));
    await expect(args.onLoadChannel).toHaveBeenCalled();
  },
};

export const ChannelLoading: Story = {
  args: { source: 'channel', channel: '@mayacodes', busy: true },
};

export const ChannelInvalid: Story = {
  args: {
    source: 'channel',
    channel: 'https://vimeo.com/123',
    channelError: 'Please enter a valid YouTube channel URL',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Channel URL' }),
    ).toHaveAccessibleDescription('Please enter a valid YouTube channel URL');
  },
};
