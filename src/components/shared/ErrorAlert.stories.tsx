import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorAlert } from './ErrorAlert';

const meta = {
  title: 'Shared UI/ErrorAlert',
  component: ErrorAlert,
  parameters: { layout: 'padded' },
  args: { children: 'Please choose a category' },
} satisfies Meta<typeof ErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please choose a category',
    );
  },
};
