import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolRunStatus } from './ToolRunStatus';

const meta = {
  title: 'Tools/tool-kit/ToolRunStatus',
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

export const RunningWithProgress: Story = {
  args: {
    status: 'running',
    label: 'Fetching comments...',
    progress: { value: 30, label: 'Fetched 300 of 1,000 comments' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Fetched 300 of 1,000 comments' });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetched 300 of 1,000 comments');
  },
};

export const RunningWithUnknownTotal: Story = {
  args: {
    status: 'running',
    label: 'Fetching comments...',
    progress: { value: null, label: 'Fetched 300 comments' },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Fetched 300 comments' });
    // A bar that does not know how far it is says no value (ARIA's indeterminate progressbar).
    await expect(bar).not.toHaveAttribute('aria-valuenow');
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
