import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { strongAnalysis } from '@/components/tools/video-analyzer/VideoAnalyzerResult.fixtures';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoAnalysis } from '@/domain/tools/video-analyzer/videoAnalysis';
import { videoAnalyzerMachine } from '@/machines/tools/video-analyzer/videoAnalyzerMachine';
import {
  failsOnce,
  keepsBadInput,
  mainRegion as main,
  recoversOnRetry,
  rejectsWith,
  scriptedRuns,
  showsFailure,
  type ScriptedRun,
} from '@/screens/tool-kit/toolStories';
import { VideoAnalyzerScreen } from './VideoAnalyzerScreen';

const withRun = scriptedRuns(videoAnalyzerMachine);

const analysed: ScriptedRun<string, VideoAnalysis> = ({ query }) =>
  Promise.resolve({ result: { ...strongAnalysis, videoId: query }, units: 3 });

const deepLink = (videoId: string) => ({
  shell: true,
  route: `/tools/video-analyzer/${videoId}`,
  routePath: '/tools/video-analyzer/:videoId?',
});

const meta = {
  title: 'Tools/video-analyzer/VideoAnalyzerScreen',
  component: VideoAnalyzerScreen,
  parameters: {
    shell: true,
    route: '/tools/video-analyzer',
    routePath: '/tools/video-analyzer/:videoId?',
    machineStates: {
      starting: ['Results', 'InvalidDeepLink'],
      idle: 'Idle',
      invalid: 'InvalidDeepLink',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['Results', 'ResultsMobile', 'SubmitByEnter'],
      failed: ['VideoNotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(analysed) },
} satisfies Meta<typeof VideoAnalyzerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube video URL or ID' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const SubmitByEnter: Story = {
  parameters: { visual: { skip: 'ends as Results draws, with the link as typed' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      searchBox(canvasElement),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}',
    );
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: strongAnalysis.title }),
    ).toBeVisible();
    await expect(page.getByText('This run used 3 YouTube API quota units.')).toBeVisible();
  },
};

export const InvalidInput: Story = {
  play: keepsBadInput('YouTube video URL or ID', {
    typed: 'https://vimeo.com/12345',
    more: '6',
    message: 'Invalid YouTube URL or video ID',
  }),
};

export const Results: Story = {
  parameters: deepLink('dQw4w9WgXcQ'),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 2, name: strongAnalysis.title }),
    ).toBeVisible();
  },
};

export const ResultsMobile: Story = {
  ...Results,
  globals: atViewport('mobile'),
};

export const InvalidDeepLink: Story = {
  parameters: deepLink('not%20a%20video'),
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please enter a valid YouTube video URL or ID',
    );
  },
};

export const VideoNotFound: Story = {
  parameters: deepLink('zzzzzzzzzzz'),
  args: { logic: withRun(rejectsWith(new ToolFailure('Video not found', false))) },
  play: showsFailure('Video not found', { retry: false }),
};

const flaky = failsOnce(analysed);
/**
 * The first run fails with the analyzer's own text and 'Try again' (the video kept); the retry
 * runs ('Analyzing video...') and succeeds.
 */
export const FailedThenRetry: Story = {
  parameters: deepLink('dQw4w9WgXcQ'),
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(searchBox(context.canvasElement)).toHaveValue('dQw4w9WgXcQ');
    await recoversOnRetry(
      'An error occurred while analyzing the video',
      (page) => page.findByRole('heading', { level: 2, name: strongAnalysis.title }),
      { running: 'Analyzing video...', release: flaky.release },
    )(context);
  },
};
