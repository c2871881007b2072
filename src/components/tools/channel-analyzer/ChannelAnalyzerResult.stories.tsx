import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { ChannelAnalyzerResult } from './ChannelAnalyzerResult';
import {
  flaggedAnalysis,
  healthyAnalysis,
  hiddenCountAnalysis,
  noUploadsAnalysis,
} from './ChannelAnalyzerResult.fixtures';

const meta = {
  title: 'Tools/channel-analyzer/ChannelAnalyzerResult',
  component: ChannelAnalyzerResult,
  parameters: { layout: 'padded' },
  args: { analysis: healthyAnalysis },
} satisfies Meta<typeof ChannelAnalyzerResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const HealthyBigChannel: Story = {
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(
      report.getByRole('heading', { level: 2, name: 'Kitchen Lab Daily' }),
    ).toBeVisible();
    await expect(report.getByText('Diamond')).toBeVisible();
    await expect(report.getByText('10M or more subscribers')).toBeVisible();
    await expect(report.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(report.getByText('5 of 5 checks passed (100%)')).toBeVisible();
    await expect(panel(canvasElement, 'Drawbacks').getByText('Nothing to fix.')).toBeVisible();
    await expect(
      panel(canvasElement, 'Achievements').getByText('1 day since the last upload (1 day ago)'),
    ).toBeVisible();
  },
};

export const HiddenSubscriberCount: Story = {
  args: { analysis: hiddenCountAnalysis },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(report.getByText('Hidden')).toBeVisible();
    await expect(report.getByText('Unknown')).toBeVisible();
    await expect(
      panel(canvasElement, 'Left out of the score').getByText(
        'Views per subscriber left out: the subscriber count is hidden',
      ),
    ).toBeVisible();
    await expect(report.getByText('3 of 4 checks passed (75%)')).toBeVisible();
  },
};

export const NoUploads: Story = {
  args: { analysis: noUploadsAnalysis },
  play: async ({ canvasElement }) => {
    const drawbacks = panel(canvasElement, 'Drawbacks');
    await expect(drawbacks.getByText('No videos found')).toBeVisible();
    await expect(
      panel(canvasElement, 'Achievements').getByText('Detailed channel description'),
    ).toBeVisible();
  },
};

export const FlaggedWords: Story = {
  args: { analysis: flaggedAnalysis },
  play: async ({ canvasElement }) => {
    const words = panel(canvasElement, 'Flagged words');
    await expect(words.getAllByRole('listitem')).toHaveLength(4);
    await expect(words.getByText('free money')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('img', { name: '1 out of 5 stars' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { analysis: hiddenCountAnalysis },
  globals: atViewport('mobile'),
};
