import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { BlogPostArticle } from './BlogPostArticle';
import { mediaArticle, plainArticle } from './BlogPostArticle.fixtures';

const meta = {
  title: 'Site/blog/BlogPostArticle',
  component: BlogPostArticle,
  args: plainArticle,
} satisfies Meta<typeof BlogPostArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: HTMLElement) => getComputedStyle(element).fontSize;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(canvas.getByText('Editing Tips')).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent(plainArticle.title);
    await expect(fontSize(title)).toBe('40px');
    await expect(canvas.getByText('January 5, 2025')).toHaveAttribute(
      'datetime',
      '2025-01-05T10:00:00Z',
    );
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Narrow: the title is 2rem. */
export const PlainNarrow: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(fontSize(within(canvasElement).getByRole('heading', { level: 1 }))).toBe('32px');
  },
};

/**
 * The video's poster with its play button (16:9; no player until pressed) and the sandboxed
 * HTML block (800px) above the body.
 */
export const WithVideoAndHtml: Story = {
  args: mediaArticle,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvas.getByRole('button', { name: `Play video: ${mediaArticle.title}` });
    await expect(canvas.queryByTitle(`Video: ${mediaArticle.title}`)).toBeNull();
    const { width, height } = video.getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
    const block = canvas.getByTitle(`Interactive block: ${mediaArticle.title}`);
    await expect(block.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(block.getBoundingClientRect().height).toBe(800);
  },
};

/** Narrow: title 2rem, HTML block 500px, video still 16:9. */
export const WithVideoAndHtmlNarrow: Story = {
  args: mediaArticle,
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fontSize(canvas.getByRole('heading', { level: 1 }))).toBe('32px');
    const block = canvas.getByTitle(`Interactive block: ${mediaArticle.title}`);
    await expect(block.getBoundingClientRect().height).toBe(500);
    const { width, height } = canvas
      .getByRole('button', { name: `Play video: ${mediaArticle.title}` })
      .getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
  },
};
