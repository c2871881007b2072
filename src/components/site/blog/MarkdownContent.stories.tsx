import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostileSample, typographySample } from './MarkdownContent.fixtures';
import { MarkdownContent } from './MarkdownContent';

const meta = {
  title: 'Site/blog/MarkdownContent',
  component: MarkdownContent,
  args: { children: typographySample },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box maw={760}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MarkdownContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const allowedSchemes = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);

/** Headings, emphasis, nested lists, inline and block code, a quote, a local image, links. */
export const Typography: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Why straight cuts feel choppy',
    );
    await expect(canvas.getByRole('img', { name: 'A frame from the edit' })).toBeVisible();
    const external = canvas.getByRole('link', { name: /YouTube's help centre/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/**
 * A hostile post: script, data and vbscript addresses, raw `<script>` and `<img onerror>`. Every
 * bad address is gone (its words stay as text), no HTML element came from the source, the safe
 * links still work.
 */
export const HostileContent: Story = {
  args: { children: hostileSample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const element of canvasElement.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        await expect(name.startsWith('on'), `${element.tagName} ${name}`).toBe(false);
        if (name === 'href' || name === 'src') {
          const { protocol } = new URL(value, window.location.href);
          await expect(allowedSchemes.has(protocol), `${name}=${value}`).toBe(true);
        }
      }
    }
    await expect(canvasElement.querySelector('script, img, iframe, b')).toBeNull();
    // The words of an emptied link stay, as plain text.
    for (const words of ['free preset pack', 'encoded']) {
      const text = canvas.getByText(words);
      await expect(text.tagName).toBe('SPAN');
      await expect(text).toBeVisible();
    }
    // Raw tags are dropped; the words between them stay.
    await expect(canvasElement).toHaveTextContent('Inline raw anchor and raw bold text.');
    await expect(canvasElement).not.toHaveTextContent('onerror');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Safe https link/ })).toHaveAttribute(
      'href',
      'https://support.google.com/youtube/',
    );
    await expect(canvas.getByRole('link', { name: 'safe mail link' })).toHaveAttribute(
      'href',
      'mailto:hello@jordanvale.studio',
    );
    await expect(canvas.getByRole('link', { name: 'safe page link' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
