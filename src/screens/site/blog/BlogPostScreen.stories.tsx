import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import { mediaArticle, plainArticle } from '@/components/site/blog/BlogPostArticle.fixtures';
import type { BlogPost } from '@/domain/site/blog/post';
import { blogPostMachine } from '@/machines/site/blog/blogPostMachine';
import { BlogPostScreen } from './BlogPostScreen';
import { fixtureImage } from '@/test/fixtureImages';

const plainPost: BlogPost = {
  id: 1,
  slug: 'j-and-l-cuts-explained',
  title: plainArticle.title,
  excerpt: 'Split edits make an interview feel professional.',
  content: plainArticle.content,
  category: plainArticle.category,
  imageUrl: fixtureImage(2),
  htmlCode: null,
  youtubeVideoId: null,
  readTime: plainArticle.readTime,
  published: true,
  featured: false,
  publishedAt: plainArticle.publishedAt,
  views: 9348,
};

const mediaPost: BlogPost = {
  ...plainPost,
  id: 9,
  slug: 'behind-the-cut-music-video-breakdown',
  title: mediaArticle.title,
  category: mediaArticle.category,
  publishedAt: mediaArticle.publishedAt,
  readTime: mediaArticle.readTime,
  youtubeVideoId: mediaArticle.youtubeVideoId ?? null,
  htmlCode: mediaArticle.htmlCode ?? null,
};

/** Records each counted view (the post id), so stories can check one view per visit. */
const viewCounted = fn<(postId: number) => void>();

const withLoad = (loadPost: (slug: string) => Promise<BlogPost | null>) =>
  blogPostMachine.provide({
    actors: {
      loadPost: fromAbortablePromise(({ input }) => loadPost(input.slug)),
      countView: fromAbortablePromise(({ input }) => {
        viewCounted(input.postId);
        return Promise.resolve(1);
      }),
    },
  });

const loadCalls = fn<(slug: string) => void>();
const found = (post: BlogPost) =>
  withLoad((slug) => {
    loadCalls(slug);
    return Promise.resolve(post);
  });

const meta = {
  title: 'Site/blog/BlogPostScreen',
  component: BlogPostScreen,
  parameters: {
    shell: true,
    route: `/blog/${plainPost.slug}`,
    machineStates: {
      checking: ['Loading', 'NoSlug'],
      loading: 'Loading',
      loaded: [
        'LoadedPlain',
        'LoadedPlainMobile',
        'LoadedWithVideoAndHtml',
        'LoadedWithVideoAndHtmlMobile',
      ],
      error: ['NotFound', 'Failed', 'NoSlug', 'NotFoundMobile'],
    },
  },
  args: { logic: found(plainPost), slug: plainPost.slug },
  beforeEach: () => {
    viewCounted.mockClear();
    loadCalls.mockClear();
  },
} satisfies Meta<typeof BlogPostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const fontSize = (element: HTMLElement) => getComputedStyle(element).fontSize;

/** A read that never settles pins 'Loading post...'. */
export const Loading: Story = {
  args: { logic: withLoad(() => new Promise<BlogPost | null>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent('Loading post...');
    await expect(viewCounted).not.toHaveBeenCalled();
  },
};

/** A markdown-only post: loaded by its slug, and one view counted. */
export const LoadedPlain: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const title = await page.findByRole('heading', { level: 1, name: plainPost.title });
    await expect(fontSize(title)).toBe('40px');
    await expect(page.getByText('January 5, 2025')).toBeVisible();
    await expect(page.getByText('6 min read')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(loadCalls).toHaveBeenCalledWith(plainPost.slug);
    await expect(viewCounted.mock.calls).toEqual([[plainPost.id]]);
  },
};

export const LoadedPlainMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const title = await main(canvasElement).findByRole('heading', { level: 1 });
    await expect(fontSize(title)).toBe('32px');
  },
};

/** The video's play button at 16:9 and the sandboxed HTML block (800px) above the markdown. */
export const LoadedWithVideoAndHtml: Story = {
  args: { logic: found(mediaPost), slug: mediaPost.slug },
  parameters: { route: `/blog/${mediaPost.slug}` },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 1, name: mediaPost.title });
    const video = page.getByRole('button', { name: `Play video: ${mediaPost.title}` });
    const { width, height } = video.getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
    const block = page.getByTitle(`Interactive block: ${mediaPost.title}`);
    await expect(block.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(block.getBoundingClientRect().height).toBe(800);
    await expect(viewCounted.mock.calls).toEqual([[mediaPost.id]]);
  },
};

/** Narrow: title 2rem, HTML block 500px. */
export const LoadedWithVideoAndHtmlMobile: Story = {
  args: { logic: found(mediaPost), slug: mediaPost.slug },
  parameters: { route: `/blog/${mediaPost.slug}` },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const title = await page.findByRole('heading', { level: 1, name: mediaPost.title });
    await expect(fontSize(title)).toBe('32px');
    const block = page.getByTitle(`Interactive block: ${mediaPost.title}`);
    await expect(block.getBoundingClientRect().height).toBe(500);
  },
};

const expectError = async (canvasElement: HTMLElement, message: string) => {
  const alert = await main(canvasElement).findByRole('alert');
  await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(message);
  await expect(within(alert).getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
    'href',
    '/blog',
  );
  await expect(viewCounted).not.toHaveBeenCalled();
};

/** No published post has this slug. */
export const NotFound: Story = {
  args: { logic: withLoad(() => Promise.resolve(null)), slug: 'no-such-post' },
  parameters: { route: '/blog/no-such-post' },
  play: async ({ canvasElement }) => {
    await expectError(canvasElement, 'Post not found');
  },
};

/** Any other failure of the read. */
export const Failed: Story = {
  args: { logic: withLoad(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await expectError(canvasElement, 'Failed to load blog post');
  },
};

/** A blank slug: nothing is requested. */
export const NoSlug: Story = {
  args: { slug: undefined },
  parameters: { route: '/blog/' },
  play: async ({ canvasElement }) => {
    await expectError(canvasElement, 'No slug provided');
    await expect(loadCalls).not.toHaveBeenCalled();
  },
};

export const NotFoundMobile: Story = {
  ...NotFound,
  globals: atViewport('mobile'),
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the page's states to show. */
  state: 'loaded' | 'loading' | 'notFound' | 'failed';
  /** The post's title: try a long one. */
  title: string;
  /** The post's category, above the title. */
  category: string;
  /** The minutes of reading the post says it takes. */
  readTime: number;
  /** Whether the post has a video and an interactive HTML block above its text. */
  withVideoAndHtml: boolean;
}

const playgroundLogic = ({
  state,
  title,
  category,
  readTime,
  withVideoAndHtml,
}: PlaygroundArgs) => {
  if (state === 'loading') return withLoad(() => new Promise<BlogPost | null>(() => undefined));
  if (state === 'notFound') return withLoad(() => Promise.resolve(null));
  if (state === 'failed') return withLoad(() => Promise.reject(new Error('offline')));
  const media = withVideoAndHtml
    ? { youtubeVideoId: mediaPost.youtubeVideoId, htmlCode: mediaPost.htmlCode }
    : {};
  return found({ ...plainPost, title, category, readTime, ...media });
};

/** For designers: the page's state and the post's title, category, length and media. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'loaded',
    title: plainPost.title,
    category: plainPost.category,
    readTime: plainPost.readTime,
    withVideoAndHtml: false,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loaded', 'loading', 'notFound', 'failed'] },
    readTime: { control: { type: 'range', min: 1, max: 60, step: 1 } },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as LoadedPlain' } },
  // A new machine for every change of the controls, so the page starts over with them.
  render: (args) => (
    <BlogPostScreen
      key={JSON.stringify(args)}
      logic={playgroundLogic(args)}
      slug={plainPost.slug}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 1, name: plainPost.title }),
    ).toBeVisible();
  },
};
