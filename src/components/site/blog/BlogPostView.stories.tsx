import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plainArticle } from './BlogPostArticle.fixtures';
import { BlogPostView } from './BlogPostView';

const meta = {
  title: 'Site/blog/BlogPostView',
  component: BlogPostView,
  args: { status: 'loaded', post: plainArticle },
} satisfies Meta<typeof BlogPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      plainArticle.title,
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading post...');
  },
};

/** The error text as the machine gives it, and the way back to the blog. */
export const ErrorMessage: Story = {
  args: { status: 'error', message: 'Post not found' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Post not found',
    );
    await expect(within(alert).getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};
