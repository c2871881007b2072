import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { LoadErrorView } from './LoadErrorView';

const meta = {
  title: 'Shared UI/LoadErrorView',
  component: LoadErrorView,
  args: {
    title: 'Projects',
    message: 'Failed to load projects. Please try again later.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
