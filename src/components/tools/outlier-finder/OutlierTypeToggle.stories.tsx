import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutlierTypeToggle } from './OutlierTypeToggle';

const meta = {
  title: 'Tools/outlier-finder/OutlierTypeToggle',
  component: OutlierTypeToggle,
  parameters: { layout: 'padded' },
  args: { value: 'videos', onChange: fn() },
} satisfies Meta<typeof OutlierTypeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Videos: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('radiogroup', { name: 'Video type' });
    await expect(within(toggle).getByRole('radio', { name: 'Videos' })).toBeChecked();
    await userEvent.click(within(toggle).getByText('Shorts'));
    await expect(args.onChange).toHaveBeenCalledWith('shorts');
  },
};

export const Shorts: Story = {
  args: { value: 'shorts' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Shorts' })).toBeChecked();
  },
};
