import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { atViewport } from '../../../.storybook/viewports';
import {
  flaggedAnalysis,
  healthyAnalysis,
  hiddenCountAnalysis,
  noUploadsAnalysis,
} from '@/components/ChannelAnalysisReport/fixtures';
import type { ChannelAnalysis } from '@/domain/tools/channelAnalysis';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tools/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { channelAnalyzerMachine } from '@/machines/channelAnalyzerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/toolRunMachine';
import { ChannelAnalyzerScreen } from './ChannelAnalyzerScreen';

type Run = (request: ToolRunRequest<ChannelRef>) => Promise<ToolRunOutput<ChannelAnalysis>>;

const withRun = (run: Run) =>
  channelAnalyzerMachine.provide({
    actors: { run: fromPromise(({ input }) => run(input)) },
    actions: { logError: () => undefined },
  });

const answers =
  (analysis: ChannelAnalysis): Run =>
  () =>
    Promise.resolve({ result: analysis, units: 2 });
const neverSettles: Run = () => new Promise(() => undefined);

const deepLink = (channel: string) => ({
  shell: true,
  route: `/tools/channel-analyzer/${channel}`,
  routePath: '/tools/channel-analyzer/:channelId?',
});

const meta = {
  title: 'Screens/ChannelAnalyzer',
  component: ChannelAnalyzerScreen,
  parameters: {
    shell: true,
    route: '/tools/channel-analyzer',
    routePath: '/tools/channel-analyzer/:channelId?',
  },
  args: { logic: withRun(answers(healthyAnalysis)) },
} satisfies Meta<typeof ChannelAnalyzerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
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
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.type(box, 'https://vimeo.com/somebody{Enter}');
    await expect(box).toHaveAccessibleDescription('Invalid channel URL or ID');
    await expect(box).toHaveValue('https://vimeo.com/somebody');
    await userEvent.type(box, 's');
    await expect(box).not.toHaveAccessibleDescription('Invalid channel URL or ID');
  },
};

export const InvalidDeepLink: Story = {
  parameters: deepLink('not%20a%20channel!'),
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid channel URL or ID',
    );
  },
};

export const Running: Story = {
  parameters: deepLink('@kitchenlabdaily'),
  args: { logic: withRun(neverSettles) },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent('Analyzing channel...');
    await expect(searchBox(canvasElement)).toHaveValue('@kitchenlabdaily');
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
  args: {
    logic: withRun(() => Promise.reject(new ToolFailure('Channel not found', false))),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Channel not found');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const QuotaExceeded: Story = {
  parameters: deepLink('@kitchenlabdaily'),
  args: {
    logic: withRun(() => Promise.reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true))),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(YOUTUBE_FAILURE_MESSAGES.quota);
    await expect(main(canvasElement).queryByRole('status')).toBeNull();
  },
};

let attempts = 0;
/** The first run fails; 'Try again' runs it once more, and that one succeeds. */
export const FailedThenRetry: Story = {
  parameters: {
    ...deepLink('@kitchenlabdaily'),
    visual: { skip: 'ends as ResultsHealthyBigChannel draws' },
  },
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    logic: withRun((request) => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('HTTP 503'))
        : answers(healthyAnalysis)(request);
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred while analyzing the channel');
    await expect(searchBox(canvasElement)).toHaveValue('@kitchenlabdaily');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
    await expect(await heading(canvasElement, healthyAnalysis.title)).toBeVisible();
  },
};
