import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { strongAnalysis, weakAnalysis } from './VideoAnalyzerResult.fixtures';
import { VideoAnalyzerResult } from './VideoAnalyzerResult';

const meta = {
  title: 'Tools/video-analyzer/VideoAnalyzerResult',
  component: VideoAnalyzerResult,
  parameters: { layout: 'padded' },
  args: { analysis: strongAnalysis },
} satisfies Meta<typeof VideoAnalyzerResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WellMadeVideo: Story = {
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(
      report.getByRole('heading', { level: 2, name: strongAnalysis.title }),
    ).toBeVisible();
    await expect(report.getByText('184,210')).toBeVisible();
    await expect(report.getByText('12:34')).toBeVisible();
    await expect(report.getByText('March 14, 2025')).toBeVisible();
    const drawbacks = within(report.getByRole('region', { name: 'Drawbacks' }));
    await expect(drawbacks.getByText('Nothing to fix.')).toBeVisible();
    await expect(report.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(report.getByRole('link', { name: 'Read transcript' })).toHaveAttribute(
      'href',
      `/tools/youtube-transcript/${strongAnalysis.videoId}`,
    );
  },
};

/** Comments turned off and a hidden subscriber count are said so, never shown as 0. */
export const VideoToImprove: Story = {
  args: { analysis: weakAnalysis },
  play: async ({ canvasElement }) => {
    const report = within(canvasElement);
    await expect(report.getByText('This video has no tags.')).toBeVisible();
    const valueOf = (label: string) =>
      report.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(valueOf('Comments')).toHaveTextContent('OffComments are turned off');
    await expect(valueOf('Channel subscribers')).toHaveTextContent(
      'HiddenThe channel hides its count',
    );
    const drawbacks = within(report.getByRole('region', { name: 'Drawbacks' }));
    await expect(drawbacks.getAllByRole('listitem')).toHaveLength(7);
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
