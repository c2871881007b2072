import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubscriberCount } from './SubscriberCount';

const meta = {
  title: 'Tools/tool-kit/SubscriberCount',
  component: SubscriberCount,
  parameters: { layout: 'padded' },
  args: { subscribers: 23_100_000 },
} satisfies Meta<typeof SubscriberCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('23.1M')).toBeVisible();
  },
};

/** A hidden count reads 'Hidden'; a screen reader also hears why, as the tile shows it. */
export const Hidden: Story = {
  args: { subscribers: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hidden')).toHaveTextContent(
      /^Hidden \(the channel hides its count\)$/,
    );
  },
};
