import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { atViewport } from '../../../.storybook/viewports';
import { strongAnalysis } from '@/components/VideoAnalysisReport/fixtures';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tools/toolFailure';
import type { VideoAnalysis } from '@/domain/tools/videoAnalysis';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/toolRunMachine';
import { videoAnalyzerMachine } from '@/machines/videoAnalyzerMachine';
import { VideoAnalyzerScreen } from './VideoAnalyzerScreen';

type Run = (request: ToolRunRequest<string>) => Promise<ToolRunOutput<VideoAnalysis>>;

const withRun = (run: Run) =>
  videoAnalyzerMachine.provide({
    actors: { run: fromPromise(({ input }) => run(input)) },
    actions: { logError: () => undefined },
  });

const analysed: Run = ({ query }) =>
  Promise.resolve({ result: { ...strongAnalysis, videoId: query }, units: 3 });
const neverSettles: Run = () => new Promise(() => undefined);

const deepLink = (videoId: string) => ({
  shell: true,
  route: `/tools/video-analyzer/${videoId}`,
  routePath: '/tools/video-analyzer/:videoId?',
});

const meta = {
  title: 'Screens/VideoAnalyzer',
  component: VideoAnalyzerScreen,
  parameters: {
    shell: true,
    route: '/tools/video-analyzer',
    routePath: '/tools/video-analyzer/:videoId?',
  },
  args: { logic: withRun(analysed) },
} satisfies Meta<typeof VideoAnalyzerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const searchBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube video URL or ID' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const SubmitByEnter: Story = {
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
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.type(box, 'https://vimeo.com/12345{Enter}');
    await expect(box).toHaveAccessibleDescription('Invalid YouTube URL or video ID');
    await expect(box).toHaveValue('https://vimeo.com/12345');
    await userEvent.type(box, '6');
    await expect(box).not.toHaveAccessibleDescription('Invalid YouTube URL or video ID');
  },
};

export const Running: Story = {
  parameters: deepLink('dQw4w9WgXcQ'),
  args: { logic: withRun(neverSettles) },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent('Analyzing video...');
    await expect(searchBox(canvasElement)).toHaveValue('dQw4w9WgXcQ');
  },
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
  args: {
    logic: withRun(() => Promise.reject(new ToolFailure('Video not found', false))),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Video not found');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const QuotaExceeded: Story = {
  parameters: deepLink('dQw4w9WgXcQ'),
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
  parameters: deepLink('dQw4w9WgXcQ'),
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    logic: withRun((request) => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('HTTP 503')) : analysed(request);
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred while analyzing the video');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
    await expect(
      await page.findByRole('heading', { level: 2, name: strongAnalysis.title }),
    ).toBeVisible();
  },
};
