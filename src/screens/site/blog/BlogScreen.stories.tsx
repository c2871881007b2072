import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import type { PostsPage, PostsQuery } from '@/domain/site/blog/listing';
import type { BlogPost } from '@/domain/site/blog/post';
import { blogListingMachine } from '@/machines/site/blog/blogListingMachine';
import { BlogScreen } from './BlogScreen';
import { blogCategories, blogPosts, featuredPost, postsPageOf } from './BlogScreen.fixtures';

/** The listing machine with fake actors: featured and categories answer at once. */
const withPosts = (
  loadPosts: (query: PostsQuery) => Promise<PostsPage>,
  featured: BlogPost | null = featuredPost,
) =>
  blogListingMachine.provide({
    actors: {
      loadFeatured: fromAbortablePromise<BlogPost | null>(() => Promise.resolve(featured)),
      loadCategories: fromAbortablePromise(() => Promise.resolve(blogCategories)),
      loadPosts: fromAbortablePromise<PostsPage, PostsQuery>(({ input }) => loadPosts(input)),
    },
  });

const never = () => new Promise<PostsPage>(() => undefined);
const offline = () => Promise.reject(new Error('offline'));
/** 'All' loads; every other category answers with `other`. */
const allThen = (other: (query: PostsQuery) => Promise<PostsPage>) =>
  withPosts((query) =>
    query.category === 'All' ? Promise.resolve(postsPageOf(query)) : other(query),
  );

const meta = {
  title: 'Site/blog/BlogScreen',
  component: BlogScreen,
  parameters: {
    shell: true,
    route: '/blog',
    machineStates: {
      'loading.extras.featured.fetching': 'Loading',
      'loading.extras.featured.done': 'Loading',
      'loading.extras.categories.fetching': 'Loading',
      'loading.extras.categories.done': 'Loading',
      'loading.firstPage': 'Loading',
      'loading.posts': 'LoadingCategory',
      'loaded.list': [
        'Loaded',
        'LoadedTablet',
        'LoadedMobile',
        'CategorySelected',
        'CategorySelectedMobile',
        'ErrorThenRetry',
      ],
      'loaded.empty': 'EmptyCategory',
      error: ['ErrorShown', 'ErrorShownMobile', 'PostsError'],
    },
  },
  args: { logic: withPosts((query) => Promise.resolve(postsPageOf(query))) },
} satisfies Meta<typeof BlogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const hero = (page: ReturnType<typeof main>) =>
  page.queryByRole('region', { name: 'Featured post' });
const pressed = (page: ReturnType<typeof main>, name: string) =>
  expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');

/** Under 'All': the featured hero above every published post. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const featured = await page.findByRole('region', { name: 'Featured post' });
    await expect(within(featured).getByRole('link')).toHaveAccessibleName(featuredPost.title);
    await expect(page.getAllByRole('article')).toHaveLength(7);
    await pressed(page, 'All Posts');
    await expect(page.getAllByText('Interactive')).toHaveLength(1);
  },
};

export const LoadedTablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findAllByRole('article')).toHaveLength(7);
  },
};

export const LoadedMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findAllByRole('article')).toHaveLength(7);
  },
};

/** Posts that never arrive pin the loading view (the filter is already there). */
export const Loading: Story = {
  args: { logic: withPosts(never) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Loading blog posts...');
    await expect(await page.findByRole('button', { name: 'All Posts' })).toBeVisible();
    await expect(hero(page)).toBeNull();
  },
};

/** Choosing a category hides the hero and shows only that category's posts. */
export const CategorySelected: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('region', { name: 'Featured post' });
    await userEvent.click(page.getByRole('button', { name: 'YouTube Growth' }));
    await waitFor(() => expect(page.getAllByRole('article')).toHaveLength(2));
    await expect(hero(page)).toBeNull();
    await pressed(page, 'YouTube Growth');
    await expect(page.getByRole('button', { name: 'All Posts' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    for (const card of page.getAllByRole('article')) {
      await expect(within(card).getByText('YouTube Growth')).toBeVisible();
    }
    await userEvent.click(page.getByRole('button', { name: 'All Posts' }));
    await expect(await page.findByRole('region', { name: 'Featured post' })).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(7);
    await userEvent.click(page.getByRole('button', { name: 'Editing Tips' }));
    await waitFor(() => expect(page.getAllByRole('article')).toHaveLength(2));
    await pressed(page, 'Editing Tips');
  },
};

export const CategorySelectedMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('region', { name: 'Featured post' });
    await userEvent.click(page.getByRole('button', { name: 'Tutorials' }));
    await waitFor(() => expect(page.getAllByRole('article')).toHaveLength(2));
    await expect(hero(page)).toBeNull();
  },
};

/** A category's posts on their way: the hero is gone, the new choice is pressed. */
export const LoadingCategory: Story = {
  args: { logic: allThen(never) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('region', { name: 'Featured post' });
    await userEvent.click(page.getByRole('button', { name: 'Tutorials' }));
    await expect(await page.findByRole('status')).toHaveTextContent('Loading blog posts...');
    await expect(hero(page)).toBeNull();
    await pressed(page, 'Tutorials');
  },
};

export const EmptyCategory: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('region', { name: 'Featured post' });
    await userEvent.click(page.getByRole('button', { name: 'Gear' }));
    await expect(await page.findByRole('status')).toHaveTextContent(
      'No posts found in this category.',
    );
    await expect(page.queryAllByRole('article')).toHaveLength(0);
    await pressed(page, 'Gear');
  },
};

/** The first page of posts failed: the page's data could not load. */
export const ErrorShown: Story = {
  args: { logic: withPosts(offline) },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load blog data. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const ErrorShownMobile: Story = {
  globals: atViewport('mobile'),
  args: { logic: withPosts(offline) },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** A category's posts failed after the page had loaded. */
export const PostsError: Story = {
  args: { logic: allThen(offline) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('region', { name: 'Featured post' });
    await userEvent.click(page.getByRole('button', { name: 'Tutorials' }));
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load blog posts. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Try Again reloads the page's data; here the second attempt succeeds. */
let failuresLeft = 1;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    failuresLeft = 1;
  },
  args: {
    logic: withPosts((query) => {
      if (failuresLeft === 0) return Promise.resolve(postsPageOf(query));
      failuresLeft -= 1;
      return offline();
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load blog data. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await page.findByRole('region', { name: 'Featured post' })).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(7);
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the page's states to show (under 'All Posts'). */
  state: 'loaded' | 'loading' | 'empty' | 'error';
  /** How many posts the grid holds. */
  postCount: number;
  /** Whether there is a featured post: the hero above the grid. */
  showFeatured: boolean;
  /** The featured post's title, in the hero and on its card: try a long one. */
  featuredTitle: string;
  /** The featured post's excerpt. */
  featuredExcerpt: string;
}

const playgroundLogic = ({
  state,
  postCount,
  showFeatured,
  featuredTitle,
  featuredExcerpt,
}: PlaygroundArgs) => {
  const featured = { ...featuredPost, title: featuredTitle, excerpt: featuredExcerpt };
  if (state === 'loading') return withPosts(never, featured);
  if (state === 'error') return withPosts(offline, featured);
  const posts =
    state === 'empty'
      ? []
      : blogPosts.map((post) => (post.id === featured.id ? featured : post)).slice(0, postCount);
  return withPosts(
    () => Promise.resolve({ posts, total: posts.length }),
    showFeatured ? featured : null,
  );
};

/** For designers: the page's state, its number of posts and the featured post's texts. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'loaded',
    postCount: blogPosts.length,
    showFeatured: true,
    featuredTitle: featuredPost.title,
    featuredExcerpt: featuredPost.excerpt,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loaded', 'loading', 'empty', 'error'] },
    postCount: { control: { type: 'range', min: 1, max: blogPosts.length, step: 1 } },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as Loaded' } },
  // A new machine for every change of the controls, so the page starts over with them.
  render: (args) => <BlogScreen key={JSON.stringify(args)} logic={playgroundLogic(args)} />,
  play: async ({ canvasElement }) => {
    const featured = await main(canvasElement).findByRole('region', { name: 'Featured post' });
    await expect(within(featured).getByRole('link')).toHaveAccessibleName(featuredPost.title);
  },
};
