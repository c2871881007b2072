import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hero } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { HeroStats } from './HeroStats';

const meta = {
  title: 'Site/home/HeroStats',
  component: HeroStats,
  parameters: { layout: 'padded' },
  args: { stats: hero.stats },
  decorators: [
    (Story) => (
      <Box maw={720}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HeroStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(/^130M\+ views$/);
    await expect(items[1]).toHaveTextContent(/^300\+ videos$/);
    await expect(items[2]).toHaveTextContent(/^20\+ creators$/);
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
