import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hero, owner } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Site/home/HomeHero',
  component: HomeHero,
  parameters: { layout: 'padded' },
  args: {
    name: owner.name,
    tagline: hero.tagline,
    description: hero.description,
    stats: hero.stats,
    backgroundImage: hero.backgroundImage,
    onWatchDemoReel: fn(),
  },
  decorators: [
    (Story) => (
      <Box maw={1020}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await expect(canvas.getByText('Professional Video Editor')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Watch Demo Reel' }));
    await expect(args.onWatchDemoReel).toHaveBeenCalledTimes(1);
  },
};

export const WithoutBackdrop: Story = {
  args: { backgroundImage: undefined },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
