import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogPostCard } from './BlogPostCard';
import { interactivePost, postWithoutImage, workflowPost } from './BlogPostCard.fixtures';

const meta = {
  title: 'Site/blog/BlogPostCard',
  component: BlogPostCard,
  parameters: { layout: 'padded' },
  args: workflowPost,
  decorators: [
    (Story) => (
      <Box maw={360}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    const links = card.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(workflowPost.title);
    await expect(links[0]).toHaveAttribute('href', '/blog/the-complete-youtube-editing-workflow');
    await expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(workflowPost.title);
    await expect(card.getByText('Tutorials')).toBeVisible();
    await expect(card.getByText('March 14, 2025')).toBeVisible();
    await expect(card.getByText('12 min read')).toBeVisible();
    await expect(card.queryByText('Interactive')).toBeNull();
    await expect(card.queryByText('Featured')).toBeNull();
  },
};

export const Interactive: Story = {
  args: interactivePost,
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getByText('Interactive')).toBeVisible();
    await expect(card.getByText('January 5, 2025')).toBeVisible();
    await expect(card.getByText('5 min read')).toBeVisible();
  },
};

/** A post without an image gets a neutral artwork of the same size. */
export const WithoutImage: Story = {
  args: postWithoutImage,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.querySelector('img')).toBeNull();
    await expect(within(card).getByText('December 31, 2024')).toBeVisible();
  },
};

/** A date the browser cannot read is shown as stored (docs/product.md, blog). */
export const RawDateFallback: Story = {
  args: { publishedAt: 'Coming soon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming soon')).toBeVisible();
  },
};
