import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { projectCards } from '@/config/site';
import { ProjectCard } from './ProjectCard';

const [cutCopy, bioDeck, creatorTools] = projectCards;
if (!cutCopy || !bioDeck || !creatorTools) throw new Error('site config: three project cards');

const meta = {
  title: 'Site/home/ProjectCard',
  component: ProjectCard,
  parameters: { layout: 'padded' },
  args: { project: cutCopy },
  decorators: [
    (Story) => (
      <Box maw={320}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /CutCopy for Premiere/ }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'CutCopy for Premiere (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', cutCopy.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const BlueAccent: Story = { args: { project: bioDeck } };

export const GreenAccent: Story = { args: { project: creatorTools } };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
