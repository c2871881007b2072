import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    await expect(canvasElement).toHaveTextContent('23.1M');
  },
};

/** A hidden count reads 'Hidden'; a screen reader also hears why, as the tile shows it. */
export const Hidden: Story = {
  args: { subscribers: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Hidden \(the channel hides its count\)$/);
  },
};
