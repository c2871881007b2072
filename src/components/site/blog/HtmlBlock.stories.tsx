import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { HTML_BLOCK_DOCUMENT } from '@/domain/site/blog/htmlBlock';
import { escapeAttemptDocument, widgetDocument } from './HtmlBlock.fixtures';
import { HtmlBlock } from './HtmlBlock';

const meta = {
  title: 'Site/blog/HtmlBlock',
  component: HtmlBlock,
  args: { html: widgetDocument, title: 'Interactive block: frame counter' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HtmlBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTitle<HTMLIFrameElement>('Interactive block: frame counter');

/**
 * Scripts run, nothing else: the sandbox is exactly allow-scripts, the frame 800px high, and the
 * block is its own document (the site's HTML block page), given the HTML by message.
 */
export const Sandboxed: Story = {
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(frame).toHaveAttribute('src', HTML_BLOCK_DOCUMENT);
    await expect(frame).not.toHaveAttribute('srcdoc');
    await expect(frame.getBoundingClientRect().height).toBe(800);
    // The widget's own script runs in there and reports its state by message.
    const report = await new Promise<unknown>((resolve) => {
      const listen = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow) return;
        if ((event.data as { source?: unknown }).source !== 'frame-counter') return;
        window.removeEventListener('message', listen);
        resolve(event.data);
      };
      window.addEventListener('message', listen);
    });
    await expect(report).toEqual({ source: 'frame-counter', frames: 24 });
  },
};

/** At 768px or less the frame is 500px high. */
export const Narrow: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(frame.getBoundingClientRect().height).toBe(500);
  },
};

/**
 * The block's script tries to rewrite this page, its title, cookies and storage: every attempt
 * is refused (it reports back by postMessage) and the page around it is unchanged.
 */
export const EscapeAttemptBlocked: Story = {
  args: { html: escapeAttemptDocument },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    const titleBefore = document.title;
    const report = await new Promise<Record<string, string>>((resolve) => {
      const listen = (event: MessageEvent<Record<string, string>>) => {
        if (event.data.source !== 'html-block-escape-attempt') return;
        window.removeEventListener('message', listen);
        resolve(event.data);
      };
      window.addEventListener('message', listen);
    });
    await expect(report).toMatchObject({
      parentDocument: 'SecurityError',
      topTitle: 'SecurityError',
      cookie: 'SecurityError',
      localStorage: 'SecurityError',
    });
    await waitFor(() => expect(document.body.textContent).not.toContain('PWNED'));
    await expect(document.title).toBe(titleBefore);
    await expect(canvasElement).toContainElement(frame);
  },
};
