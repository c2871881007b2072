import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BadgeList } from './BadgeList';

const meta = {
  title: 'Tools/tool-kit/BadgeList',
  component: BadgeList,
  parameters: { layout: 'padded' },
  args: {
    items: ['editing', 'premiere pro', 'color grading', 'DaVinci Resolve'],
    color: 'gray',
    empty: 'This video has no tags.',
  },
} satisfies Meta<typeof BadgeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each word a list item, written as given. */
export const Words: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('DaVinci Resolve')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This video has no tags.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
