import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import {
  flaggedAnalysis,
  healthyAnalysis,
  hiddenCountAnalysis,
  noUploadsAnalysis,
} from '@/components/tools/channel-analyzer/ChannelAnalyzerResult.fixtures';
import type { ChannelAnalysis } from '@/domain/tools/channel-analyzer/channelAnalysis';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { channelAnalyzerMachine } from '@/machines/tools/channel-analyzer/channelAnalyzerMachine';
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
import { ChannelAnalyzerScreen } from './ChannelAnalyzerScreen';

const withRun = scriptedRuns(channelAnalyzerMachine);

const answers =
  (analysis: ChannelAnalysis): ScriptedRun<ChannelRef, ChannelAnalysis> =>
  () =>
    Promise.resolve({ result: analysis, units: 2 });

const deepLink = (channel: string) => ({
  shell: true,
  route: `/tools/channel-analyzer/${channel}`,
  routePath: '/tools/channel-analyzer/:channelId?',
});

const meta = {
  title: 'Tools/channel-analyzer/ChannelAnalyzerScreen',
  component: ChannelAnalyzerScreen,
  parameters: {
    shell: true,
    route: '/tools/channel-analyzer',
    routePath: '/tools/channel-analyzer/:channelId?',
    machineStates: {
      starting: ['ResultsHealthyBigChannel', 'InvalidDeepLink'],
      idle: 'Idle',
      invalid: 'InvalidDeepLink',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: [
        'ResultsHealthyBigChannel',
        'ResultsHiddenCount',
        'ResultsNoUploads',
        'ResultsFlaggedWords',
        'ResultsMobile',
      ],
      failed: ['ChannelNotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(answers(healthyAnalysis)) },
} satisfies Meta<typeof ChannelAnalyzerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube channel URL, @handle or ID' });
const heading = (canvasElement: HTMLElement, name: string) =>
  main(canvasElement).findByRole('heading', { level: 2, name });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const SubmitHandleByEnter: Story = {
  parameters: { visual: { skip: 'ends as ResultsHealthyBigChannel draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), '@kitchenlabdaily{Enter}');
    await expect(await heading(canvasElement, healthyAnalysis.title)).toBeVisible();
    await expect(
      main(canvasElement).getByText('This run used 2 YouTube API quota units.'),
    ).toBeVisible();
  },
};

export const EmptyInput: Story = {
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Analyze' }));
    await expect(box).toHaveAccessibleDescription('Please enter a YouTube channel URL');
  },
};

export const InvalidInput: Story = {
  play: keepsBadInput('YouTube channel URL, @handle or ID', {
    typed: 'https://vimeo.com/somebody',
    more: 's',
    message: 'Invalid channel URL or ID',
  }),
};

export const InvalidDeepLink: Story = {
  parameters: deepLink('not%20a%20channel!'),
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid channel URL or ID',
    );
  },
};

export const ResultsHealthyBigChannel: Story = {
  parameters: deepLink('@kitchenlabdaily'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, healthyAnalysis.title)).toBeVisible();
  },
};

export const ResultsHiddenCount: Story = {
  parameters: deepLink('@quietframefilms'),
  args: { logic: withRun(answers(hiddenCountAnalysis)) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, hiddenCountAnalysis.title)).toBeVisible();
    await expect(main(canvasElement).getByText('Hidden')).toBeVisible();
  },
};

export const ResultsNoUploads: Story = {
  parameters: deepLink('UCblankCanvasNoUploads0A'),
  args: { logic: withRun(answers(noUploadsAnalysis)) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, noUploadsAnalysis.title)).toBeVisible();
    await expect(main(canvasElement).getAllByText('No videos found')).not.toHaveLength(0);
  },
};

export const ResultsFlaggedWords: Story = {
  parameters: deepLink('@cashdropkings'),
  args: { logic: withRun(answers(flaggedAnalysis)) },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, flaggedAnalysis.title)).toBeVisible();
    await expect(main(canvasElement).getByText('free money')).toBeVisible();
  },
};

export const ResultsMobile: Story = {
  ...ResultsHiddenCount,
  globals: atViewport('mobile'),
};

export const ChannelNotFound: Story = {
  parameters: deepLink('@nosuchchannel'),
  args: { logic: withRun(rejectsWith(new ToolFailure('Channel not found', false))) },
  play: showsFailure('Channel not found', { retry: false }),
};

const flaky = failsOnce(answers(healthyAnalysis));
/** The first run fails; 'Try again' runs it once more (the channel kept), and that one succeeds. */
export const FailedThenRetry: Story = {
  parameters: {
    ...deepLink('@kitchenlabdaily'),
    visual: { skip: 'ends as ResultsHealthyBigChannel draws' },
  },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(searchBox(context.canvasElement)).toHaveValue('@kitchenlabdaily');
    await recoversOnRetry(
      'An error occurred while analyzing the channel',
      (page) => page.findByRole('heading', { level: 2, name: healthyAnalysis.title }),
      { running: 'Analyzing channel...', release: flaky.release },
    )(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the analysis, a run in progress, or a failure. */
  state: 'results' | 'running' | 'failed' | 'quotaUsedUp' | 'notFound';
  /** The channel's name: try a long one. */
  title: string;
  /** The channel's subscribers (the figures shown; the checks and score stay the fixture's). */
  subscribers: number;
  /** The channel's total views. */
  views: number;
  /** The channel's number of videos. */
  videos: number;
}

const playgroundRun = ({
  state,
  title,
  subscribers,
  views,
  videos,
}: PlaygroundArgs): ScriptedRun<ChannelRef, ChannelAnalysis> => {
  const kitRun = kitStateRun(state);
  if (kitRun) return kitRun;
  if (state === 'notFound') return rejectsWith(new ToolFailure('Channel not found', false));
  return answers({ ...healthyAnalysis, title, subscribers, views, videos });
};

/** For designers: the screen's state, and the channel's name and figures. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    title: healthyAnalysis.title,
    subscribers: healthyAnalysis.subscribers ?? 0,
    views: healthyAnalysis.views,
    videos: healthyAnalysis.videos,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'running', 'failed', 'quotaUsedUp', 'notFound'],
    },
    subscribers: { control: { type: 'number', min: 0, step: 1000 } },
    views: { control: { type: 'number', min: 0, step: 1000 } },
    videos: { control: { type: 'number', min: 0, step: 1 } },
  },
  parameters: {
    ...deepLink('@kitchenlabdaily'),
    visual: { skip: 'a playground for designers: as set, it draws as ResultsHealthyBigChannel' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <ChannelAnalyzerScreen key={JSON.stringify(args)} logic={withRun(playgroundRun(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, healthyAnalysis.title)).toBeVisible();
  },
};
