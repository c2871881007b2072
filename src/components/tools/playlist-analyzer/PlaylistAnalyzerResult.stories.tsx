import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { PlaylistAnalyzerResult } from './PlaylistAnalyzerResult';
import {
  emptyAnalysis,
  resultsAnalysis,
  singleVideoAnalysis,
  unavailableAnalysis,
} from './PlaylistAnalyzerResult.fixtures';

const meta = {
  title: 'Tools/playlist-analyzer/PlaylistAnalyzerResult',
  component: PlaylistAnalyzerResult,
  parameters: { layout: 'padded' },
  args: {
    analysis: resultsAnalysis,
    videoAnalyzerPath: (id: string) => `/tools/video-analyzer/${id}`,
  },
} satisfies Meta<typeof PlaylistAnalyzerResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(report.getByRole('heading', { level: 2, name: 'Playlist summary' })).toBeVisible();
    await expect(report.getByText('1.85M')).toBeVisible();
    await expect(report.getByText('1,858,040')).toBeVisible();
    await expect(report.queryByText(/unavailable/)).toBeNull();
    await expect(
      section(canvasElement, 'Highlights').getByRole('link', {
        name: /Kitchen Lab x Jordan: the edit breakdown/,
      }),
    ).toBeVisible();
    await expect(
      section(canvasElement, 'Watch time at faster speeds').getByText('2×'),
    ).toBeVisible();
    // 'Hidden' on screen; a screen reader also hears why, as the other tools' tile shows it.
    await expect(
      section(canvasElement, 'Channels').getByRole('cell', { name: /^Hidden/ }),
    ).toHaveTextContent(/^Hidden \(the channel hides its count\)$/);
    await expect(section(canvasElement, 'Top 5 tags').getByText('video editing')).toBeVisible();
    await expect(section(canvasElement, 'Languages').getByText('Spanish')).toBeVisible();
  },
};

export const WithUnavailableItems: Story = {
  args: { analysis: unavailableAnalysis },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(report.getByText('3 unavailable')).toBeVisible();
    await expect(
      report.getByText(/3 deleted or private items are left out of the figures/),
    ).toBeVisible();
  },
};

export const EmptyPlaylist: Story = {
  args: { analysis: emptyAnalysis },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This playlist has no videos to analyze.'),
    ).toBeVisible();
  },
};

export const SingleVideoLink: Story = {
  args: { analysis: singleVideoAnalysis },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(
      report.getByRole('link', { name: 'Analyze this video in the Video Analyzer' }),
    ).toHaveAttribute('href', '/tools/video-analyzer/dQw4w9WgXcQ');
  },
};

export const ResultsOnMobile: Story = {
  globals: atViewport('mobile'),
};
