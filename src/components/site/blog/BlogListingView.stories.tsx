import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { toBlogCategory } from '@/domain/site/blog/categories';
import { blogPostSummaryFixtures, workflowPost } from './BlogPostCard.fixtures';
import { BlogListingView } from './BlogListingView';

const meta = {
  title: 'Site/blog/BlogListingView',
  component: BlogListingView,
  args: {
    status: 'loaded',
    featured: workflowPost,
    posts: blogPostSummaryFixtures,
    categories: ['Editing Tips', 'Tutorials', 'YouTube Growth'].map(toBlogCategory),
    selectedCategory: 'All',
    onSelectCategory: fn(),
  },
} satisfies Meta<typeof BlogListingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(
      page.getByText(
        'Tips, tutorials, and insights on content creation, YouTube growth, and building your online presence.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured post' })).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(page.getByRole('button', { name: 'Tutorials' }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith('Tutorials');
  },
};

export const LoadedNarrow: Story = { globals: atViewport('mobile') };

/** The grid alone: another category is selected, or there is no featured post. */
export const WithoutHero: Story = {
  args: { featured: null, selectedCategory: 'Tutorials', posts: [workflowPost] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('region', { name: 'Featured post' })).toBeNull();
    await expect(page.getAllByRole('article')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading blog posts...',
    );
  },
};

/** Before the categories arrive (or when they failed softly) there is no filter. */
export const LoadingWithoutCategories: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

export const Empty: Story = {
  args: { status: 'empty', selectedCategory: 'Editing Tips' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No posts found in this category.',
    );
  },
};

export const ErrorMessage: Story = {
  args: {
    status: 'error',
    message: 'Failed to load blog posts. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load blog posts. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    if (args.status === 'error') await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
