import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Site/home/CallToAction',
  component: CallToAction,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ready to work together?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
