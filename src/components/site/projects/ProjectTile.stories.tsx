import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectTile } from './ProjectTile';
import { cutCopyTile } from './ProjectTile.fixtures';

const meta = {
  title: 'Site/projects/ProjectTile',
  component: ProjectTile,
  parameters: { layout: 'padded' },
  args: { ...cutCopyTile, featured: false },
  decorators: [
    (Story) => (
      <Box maw={360}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Featured')).toBeNull();
    const link = canvas.getByRole('link', { name: /Explore Project/ });
    await expect(link).toHaveAttribute('href', 'https://cutcopy.jordanvale.studio');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/CutCopy for Premiere \(opens in a new tab\)/);
  },
};

export const Featured: Story = {
  args: { featured: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured')).toBeVisible();
  },
};

/** A row whose addresses the URL policy refused: no link, the accent in the picture's place. */
export const WithoutLinkOrPicture: Story = {
  args: { projectUrl: null, imageUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'CutCopy for Premiere' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
