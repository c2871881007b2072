import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { projectTileFixtures } from './ProjectTile.fixtures';
import { ProjectsView } from './ProjectsView';

const meta = {
  title: 'Site/projects/ProjectsView',
  component: ProjectsView,
  args: { status: 'loaded', projects: projectTileFixtures },
} satisfies Meta<typeof ProjectsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(projectTileFixtures.length);
  },
};

export const LoadedNarrow: Story = { globals: atViewport('mobile') };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading projects' }),
    ).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  args: {
    status: 'error',
    message: 'Failed to load projects. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load projects. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    if (args.status === 'error') await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
