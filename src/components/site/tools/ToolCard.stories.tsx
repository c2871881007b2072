import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { owner } from '@/config/site';
import { guideLinkFor, TOOLS, type ToolId } from '@/domain/tool-kit/catalogue';
import { ToolCard } from './ToolCard';

function tool(id: ToolId) {
  const found = TOOLS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no tool ${id}`);
  return found;
}

const guide = 'https://www.youtube.com/watch?v=guideVideo01';

const meta = {
  title: 'Site/tools/ToolCard',
  component: ToolCard,
  parameters: { layout: 'padded' },
  args: { tool: tool('video-analyzer'), guideUrl: guide },
  decorators: [
    (Story) => (
      <Box maw={360}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

/** Video Analyzer: a green 'New' badge; both links. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(card(canvasElement)).toHaveAccessibleName('Video Analyzer');
    await expect(article.getByText('New')).toBeVisible();
    await expect(article.queryByText('Beta')).toBeNull();
    await expect(article.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Video',
      'Metrics',
      'Revenue',
    ]);
    const launch = article.getByRole('link', { name: 'Launch Tool: Video Analyzer' });
    await expect(launch).toHaveAttribute('href', '/tools/video-analyzer');
    await expect(launch).not.toHaveAttribute('target');
    const guideLink = article.getByRole('link', {
      name: 'Guide: Video Analyzer (opens in a new tab)',
    });
    await expect(guideLink).toHaveAttribute('href', guide);
    await expect(guideLink).toHaveAttribute('target', '_blank');
    await expect(guideLink).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Tag Generator: an amber 'Beta' badge. */
export const Beta: Story = {
  args: { tool: tool('tag-generator') },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.getByText('Beta')).toBeVisible();
    await expect(article.queryByText('New')).toBeNull();
  },
};

/** Thumbnail Tester: no badge. */
export const NoBadge: Story = {
  args: { tool: tool('thumbnail-tester') },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.queryByText('New')).toBeNull();
    await expect(article.queryByText('Beta')).toBeNull();
  },
};

/** Color Palette Generator has no guide: 'Guide' opens the owner's channel. */
export const NoGuideOpensChannel: Story = {
  args: {
    tool: tool('color-palette'),
    guideUrl: guideLinkFor(
      tool('color-palette'),
      { 'color-palette': guide },
      owner.youtubeChannelUrl,
    ),
  },
  play: async ({ canvasElement }) => {
    const article = within(card(canvasElement));
    await expect(article.getByText('New')).toBeVisible();
    await expect(article.getByRole('link', { name: /^Guide/ })).toHaveAttribute(
      'href',
      owner.youtubeChannelUrl,
    );
  },
};
