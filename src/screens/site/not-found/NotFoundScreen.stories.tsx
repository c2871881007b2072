import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Site/not-found/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { shell: true, route: '/no-such-page' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByText('Missing Clip')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
    const tiles = within(canvas.getByRole('navigation', { name: 'Popular pages' }));
    for (const name of ['Portfolio', 'Projects', 'Blog', 'Contact']) {
      await expect(tiles.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
