import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChunkLoadError } from '@/domain/routing/routeErrors';
import { RouteErrorScreen } from './RouteErrorScreen';

const meta = {
  title: 'Site/shell/RouteErrorScreen',
  component: RouteErrorScreen,
  parameters: { shell: true },
} satisfies Meta<typeof RouteErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThrownError: Story = {
  parameters: { routeError: new Error('Cannot read properties of undefined (reading "title")') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading')).toHaveTextContent(
      'Unexpected Application Error!',
    );
    await expect(alert).toHaveTextContent('Cannot read properties of undefined');
    await expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ErrorResponse: Story = {
  parameters: {
    routeError: new Response('', { status: 503, statusText: 'Service Unavailable' }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '503 Service Unavailable',
    );
  },
};

export const ChunkFailedToLoad: Story = {
  parameters: {
    routeError: new ChunkLoadError('Failed to fetch dynamically imported module: /assets/Home.js'),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading')).toHaveTextContent(
      'This page could not be loaded',
    );
    await expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeVisible();
  },
};
