import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { projectCards } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { ProjectsSection } from './ProjectsSection';

const meta = {
  title: 'Site/home/ProjectsSection',
  component: ProjectsSection,
  parameters: { layout: 'padded' },
  args: { projects: projectCards },
  decorators: [
    (Story) => (
      <Box maw={960} mx="auto">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProjectsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const projectLinks = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('link', { name: /\(opens in a new tab\)$/ });

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'My Projects & Tools' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/projects',
    );
    const links = projectLinks(canvasElement);
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** At 768px or less the third card is hidden (and so out of the accessibility tree). */
export const Tablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expect(projectLinks(canvasElement)).toHaveLength(2);
    await expect(within(canvasElement).getByText('Creator Tools')).not.toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(projectLinks(canvasElement)).toHaveLength(2);
  },
};
