import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { extraLinkTiles } from '@/config/site';
import { LinkTile } from './LinkTile';
import { LinkTileList } from './LinkTileList';

const tiles = extraLinkTiles.slice(0, 3);

const meta = {
  title: 'Site/links/LinkTileList',
  component: LinkTileList,
  parameters: { layout: 'padded' },
  args: {
    label: 'Free resources',
    children: tiles.map((tile) => (
      <LinkTile
        key={tile.url}
        destination={{ kind: 'external', href: tile.url }}
        icon={tile.icon}
        title={tile.title}
        description={tile.description}
      />
    )),
  },
} satisfies Meta<typeof LinkTileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Free resources' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(tiles.length);
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
