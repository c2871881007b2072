import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apparelFixtures } from './ProductCard.fixtures';
import { StoreView } from './StoreView';

const collections = [
  { slug: 'apparel', name: 'Apparel' },
  { slug: 'accessories', name: 'Accessories' },
  { slug: 'digital-downloads', name: 'Digital Downloads' },
];

const meta = {
  title: 'Site/store/StoreView',
  component: StoreView,
  args: {
    storeUrl: 'https://store.jordanvale.studio',
    collections,
    selectedSlug: 'apparel',
    onSelectCollection: fn(),
    status: 'list',
    products: apparelFixtures,
  },
} satisfies Meta<typeof StoreView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(
      canvas.getByText('Support my work with exclusive merch and products'),
    ).toBeVisible();
    const products = within(canvas.getByRole('list', { name: 'Products' }));
    await expect(products.getAllByRole('link')).toHaveLength(apparelFixtures.length);
    const store = canvas.getByRole('link', { name: 'View Full Store (opens in a new tab)' });
    await expect(store).toHaveAttribute('href', 'https://store.jordanvale.studio');
    await expect(store).toHaveAttribute('target', '_blank');
    await expect(store).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: 'Accessories' }));
    await expect(args.onSelectCollection).toHaveBeenCalledWith('accessories');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apparel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Before the collections are known there is no filter. */
export const LoadingFirstTime: Story = {
  args: { status: 'loading', collections: [], selectedSlug: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Collections' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { status: 'empty', message: 'No products available.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No products available.');
    await expect(canvas.getByRole('group', { name: 'Collections' })).toBeVisible();
  },
};

export const ErrorShown: Story = {
  args: {
    status: 'error',
    message: 'Failed to load collection products. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Failed to load collection products. Please try again later.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    if (args.status === 'error') await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
