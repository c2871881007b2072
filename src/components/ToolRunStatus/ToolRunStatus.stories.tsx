import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolRunStatus } from './ToolRunStatus';

const meta = {
  title: 'Components/ToolRunStatus',
  component: ToolRunStatus,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToolRunStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleWithHint: Story = {
  args: { status: 'idle', hint: 'Paste a video link above to start.' },
};

export const Running: Story = {
  args: { status: 'running', label: 'Analyzing video...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Analyzing video...');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    status: 'error',
    message: 'An error occurred while analyzing the video',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    if (args.status === 'error') await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorWithoutRetry: Story = {
  args: { status: 'error', message: 'Video not found' },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Video not found')).toBeVisible();
    await expect(alert.queryByRole('button')).toBeNull();
  },
};

export const Results: Story = {
  args: { status: 'results', units: 3, children: <Text>Results of the run.</Text> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This run used 3 YouTube API quota units.'),
    ).toBeVisible();
  },
};

export const ResultsOfOneUnit: Story = {
  args: { status: 'results', units: 1, children: <Text>Results of the run.</Text> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This run used 1 YouTube API quota unit.'),
    ).toBeVisible();
  },
};
