import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { owner } from '@/config/site';
import { groupByCategory, guideLinkFor, TOOLS } from '@/domain/tool-kit/catalogue';
import { ToolsCatalogue } from './ToolsCatalogue';

const guideLinks = { 'video-analyzer': 'https://www.youtube.com/watch?v=guideVideo01' };

const meta = {
  title: 'Site/tools/ToolsCatalogue',
  component: ToolsCatalogue,
  args: {
    groups: groupByCategory(TOOLS),
    guideUrlOf: (tool) => guideLinkFor(tool, guideLinks, owner.youtubeChannelUrl),
  },
} satisfies Meta<typeof ToolsCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My YouTube Tools' })).toBeVisible();
    await expect(
      canvas.getByText(/All tools are completely free to use and regularly updated/),
    ).toBeVisible();
    const sections = ['Analytics', 'SEO', 'Utilities'].map((name) =>
      canvas.getByRole('region', { name }),
    );
    const counts = sections.map((section) => within(section).getAllByRole('article').length);
    await expect(counts).toEqual([4, 4, 7]);
    await expect(canvas.getAllByRole('article')).toHaveLength(TOOLS.length);
    await expect(
      canvas.getByRole('link', { name: 'Guide: Video Analyzer (opens in a new tab)' }),
    ).toHaveAttribute('href', guideLinks['video-analyzer']);
    await expect(
      canvas.getByRole('link', { name: 'Guide: Channel Analyzer (opens in a new tab)' }),
    ).toHaveAttribute('href', owner.youtubeChannelUrl);
  },
};

/** One card per row on a phone. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article');
    if (!first || !second) throw new Error('expected cards');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
  },
};
