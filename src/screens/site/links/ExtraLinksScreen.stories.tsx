import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { extraLinkTiles } from '@/config/site';
import { ExtraLinksScreen } from './ExtraLinksScreen';

const meta = {
  title: 'Site/links/ExtraLinksScreen',
  component: ExtraLinksScreen,
  parameters: { shell: true, route: '/extra-links' },
} satisfies Meta<typeof ExtraLinksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Free resources' }));

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    const headings = canvas.getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveTextContent('More Links');

    const list = tiles(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(extraLinkTiles.length + 1);
    for (const tile of extraLinkTiles) {
      const link = list.getByRole('link', { name: `${tile.title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', tile.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const back = list.getByRole('link', { name: 'Back to Main Links' });
    await expect(back).toHaveAttribute('href', '/links');
    await expect(back).not.toHaveAttribute('target');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      tiles(canvasElement).getByRole('link', { name: 'Back to Main Links' }),
    ).toBeVisible();
  },
};

/** Every tile is reachable with Tab, in reading order, ending with the way back. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    // Tab order follows the tiles' visual order, starting from the first tile.
    const [first, ...rest] = tiles(canvasElement).getAllByRole('link');
    first?.focus();
    await expect(first).toHaveFocus();
    for (const link of rest) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    const links = [first, ...rest];
    await expect(links.at(-1)).toHaveAccessibleName('Back to Main Links');
  },
};
