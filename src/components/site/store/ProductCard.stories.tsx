import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accessoryFixtures, apparelFixtures } from './ProductCard.fixtures';
import { ProductCard } from './ProductCard';

const [tee, heavyweight, , soldOut] = apparelFixtures;
const withoutImage = accessoryFixtures[2];
if (!tee || !heavyweight || !soldOut || !withoutImage) throw new Error('fixtures changed');

const meta = {
  title: 'Site/store/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  args: tee,
  decorators: [
    (Story) => (
      <Box maw={300}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SinglePrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Keyframe Classic Tee $24.99 (opens in a new tab)');
    await expect(link).toHaveAttribute(
      'href',
      'https://store.jordanvale.studio/products/keyframe-classic-tee',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('img', { name: 'Keyframe Classic Tee' })).toBeVisible();
    await expect(canvas.getByText('$24.99')).toBeVisible();
    await expect(canvas.queryByText('Sold out')).toBeNull();
  },
};

export const PriceVaries: Story = {
  args: heavyweight,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('From $29.99')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: soldOut,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Rough Cut Zip Hoodie From $61.99 Sold out (opens in a new tab)',
    );
  },
};

/** A product without images keeps the card's shape with a neutral placeholder. */
export const NoImage: Story = {
  args: { ...withoutImage, image: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Final Export Sticker Pack $7.99 (opens in a new tab)',
    );
  },
};

/** A product the store gives no price for shows no price line. */
export const NoPrice: Story = {
  args: { price: undefined, priceVaries: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      'Keyframe Classic Tee (opens in a new tab)',
    );
  },
};
