import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { strongAnalysis } from '@/components/tools/video-analyzer/VideoAnalyzerResult.fixtures';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoAnalysis } from '@/domain/tools/video-analyzer/videoAnalysis';
import { videoAnalyzerMachine } from '@/machines/tools/video-analyzer/videoAnalyzerMachine';
import {
  failsOnce,
  kitStateRun,
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

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the analysis, a run in progress, or a failure. */
  state: 'results' | 'running' | 'failed' | 'quotaUsedUp' | 'notFound';
  /** The video's title: try a long one. */
  title: string;
  /** The channel's name under the title. */
  channelTitle: string;
  /** The video's views (the figure shown; the checks stay those of the fixture). */
  views: number;
  /** The channel's subscribers. */
  subscribers: number;
  /** How many of the video's tags are listed. */
  tagCount: number;
}

const playgroundRun = ({
  state,
  title,
  channelTitle,
  views,
  subscribers,
  tagCount,
}: PlaygroundArgs): ScriptedRun<string, VideoAnalysis> => {
  const kitRun = kitStateRun(state);
  if (kitRun) return kitRun;
  if (state === 'notFound') return rejectsWith(new ToolFailure('Video not found', false));
  const { metrics } = strongAnalysis;
  return ({ query }) =>
    Promise.resolve({
      result: {
        ...strongAnalysis,
        videoId: query,
        title,
        channelTitle,
        metrics: { ...metrics, views, subscribers, tags: metrics.tags.slice(0, tagCount) },
      },
      units: 3,
    });
};

/** For designers: the screen's state, the video's texts and figures, and its number of tags. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    title: strongAnalysis.title,
    channelTitle: strongAnalysis.channelTitle,
    views: strongAnalysis.metrics.views,
    subscribers: strongAnalysis.metrics.subscribers ?? 0,
    tagCount: strongAnalysis.metrics.tags.length,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'running', 'failed', 'quotaUsedUp', 'notFound'],
    },
    views: { control: { type: 'number', min: 0, step: 1000 } },
    subscribers: { control: { type: 'number', min: 0, step: 1000 } },
    tagCount: {
      control: { type: 'range', min: 0, max: strongAnalysis.metrics.tags.length, step: 1 },
    },
  },
  parameters: {
    ...deepLink('dQw4w9WgXcQ'),
    visual: { skip: 'a playground for designers: as set, it draws as Results' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <VideoAnalyzerScreen key={JSON.stringify(args)} logic={withRun(playgroundRun(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 2, name: strongAnalysis.title }),
    ).toBeVisible();
  },
};
