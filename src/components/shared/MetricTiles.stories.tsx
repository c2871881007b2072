import { Badge } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { MetricTiles } from './MetricTiles';

const meta = {
  title: 'Shared UI/MetricTiles',
  component: MetricTiles,
  parameters: { layout: 'padded' },
  args: {
    cols: { base: 1, xs: 2, md: 3 },
    tiles: [
      { label: 'Views', value: '184,210' },
      { label: 'Subscribers', value: 'Hidden', detail: 'The channel hides its count' },
      {
        label: 'Benefit level',
        value: (
          <Badge component="span" size="lg" variant="light" color="yellow">
            Gold
          </Badge>
        ),
        detail: '1M to 10M subscribers',
      },
    ],
  },
} satisfies Meta<typeof MetricTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValuesWithDetails: Story = {
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement);
    const terms = tiles.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Views', 'Subscribers', 'Benefit level']);
    await expect(tiles.getByText('The channel hides its count')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: atViewport('mobile'),
};
