import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import { thousandComments } from '@/components/tools/comment-downloader/CommentDownloaderResult.fixtures';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import { commentDownloaderMachine } from '@/machines/tools/comment-downloader/commentDownloaderMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import {
  failsOnce,
  neverSettles,
  recoversOnRetry,
  rejectsWith,
} from '@/screens/tool-kit/toolStories';
import { CommentDownloaderScreen } from './CommentDownloaderScreen';

type Run = (request: ToolRunRequest<string>) => Promise<ToolRunOutput<VideoComments>>;

const withRun = (run: Run) =>
  commentDownloaderMachine.provide({
    actors: { run: fromAbortablePromise(({ input }) => run(input)) },
    actions: { logError: () => undefined },
  });

const read: Run = ({ query }) =>
  Promise.resolve({ result: { ...thousandComments, videoId: query }, units: 10 });
const failing =
  (failure: Error): Run =>
  () =>
    Promise.reject(failure);

const VIDEO = thousandComments.videoId;
const saveFile = fn();

const meta = {
  title: 'Tools/comment-downloader/CommentDownloaderScreen',
  component: CommentDownloaderScreen,
  parameters: {
    shell: true,
    route: '/tools/comment-downloader',
    routePath: '/tools/comment-downloader/:videoId?',
    machineStates: {
      starting: 'Results',
      idle: 'Idle',
      invalid: 'Tools/tool-kit/ToolRunPanel#InvalidParameter',
      running: 'Tools/tool-kit/ToolRunPanel#RunningWithProgress',
      results: ['Results', 'ResultsMobile'],
      failed: ['CommentsOff', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(read), saveFile },
  beforeEach: () => {
    saveFile.mockClear();
  },
} satisfies Meta<typeof CommentDownloaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const linkBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube video URL' });
const deepLink = { route: `/tools/comment-downloader/${VIDEO}` };

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Comment Downloader' })).toBeVisible();
    await expect(linkBox(canvasElement)).toHaveValue('');
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** An unreadable link: the documented message, the text kept to correct. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(linkBox(canvasElement), 'https://vimeo.com/12345{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Invalid YouTube URL. Please enter a valid YouTube video URL.',
    );
    await expect(linkBox(canvasElement)).toHaveValue('https://vimeo.com/12345');
  },
};

/** The deep link reads the comments; the text file is built and saved in the page. */
export const Results: Story = {
  parameters: deepLink,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const download = await page.findByRole('button', { name: 'Download youtube_comments.txt' });
    await expect(page.getByText('This run used 10 YouTube API quota units.')).toBeVisible();
    await userEvent.click(download);
    await expect(saveFile).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'youtube_comments.txt',
        content: expect.stringMatching(/^@mayaedits\n2026-11-20 18:30 UTC\nMy entry/) as unknown,
      }),
    );
  },
};

export const ResultsMobile: Story = {
  parameters: deepLink,
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('button', { name: 'Download as JSON' }),
    ).toBeVisible();
  },
};

/** Comments turned off, said in those words with the answer's status; no retry. */
export const CommentsOff: Story = {
  parameters: deepLink,
  args: {
    logic: withRun(
      failing(
        new ToolFailure('API Error (403): Comments are turned off for this video.', false, 403),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'API Error (403): Comments are turned off for this video.',
    );
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

const flaky = failsOnce(read);
/**
 * Anything that is no YouTube answer: 'Error: …' and 'Try again' (the link kept); the retry
 * runs ('Fetching comments...') and reads the comments.
 */
export const FailedThenRetry: Story = {
  parameters: { ...deepLink, visual: { skip: 'ends as Results draws' } },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(linkBox(context.canvasElement)).toHaveValue(VIDEO);
    await recoversOnRetry(
      'Error: Could not download the comments. Please try again.',
      (page) => page.findByRole('button', { name: 'Download youtube_comments.txt' }),
      { running: 'Fetching comments...', release: flaky.release },
    )(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the file, the read under way, or a failure with 'Try again'. */
  state: 'results' | 'running' | 'failed';
  /** How many comments were read (0 shows the video without comments). */
  commentCount: number;
  /** The newest comment's text: try a long one. */
  firstComment: string;
}

const playgroundRun = ({ state, commentCount, firstComment }: PlaygroundArgs): Run => {
  if (state === 'running') return neverSettles;
  if (state === 'failed') return rejectsWith(new Error('HTTP 503'));
  const comments = thousandComments.comments
    .slice(0, commentCount)
    .map((comment, index) => (index === 0 ? { ...comment, text: firstComment } : comment));
  return ({ query }) =>
    Promise.resolve({
      result: {
        videoId: query,
        comments,
        more: thousandComments.more && commentCount === thousandComments.comments.length,
      },
      units: 10,
    });
};

/** For designers: the screen's state, the number of comments and the newest one's text. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    commentCount: thousandComments.comments.length,
    firstComment: thousandComments.comments[0]?.text ?? '',
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['results', 'running', 'failed'] },
    commentCount: {
      control: { type: 'range', min: 0, max: thousandComments.comments.length, step: 1 },
    },
  },
  parameters: {
    ...deepLink,
    visual: { skip: 'a playground for designers: as set, it draws as Results' },
  },
  // A new machine for every change of the controls, so the deep link runs again with them.
  render: (args) => (
    <CommentDownloaderScreen
      key={JSON.stringify(args)}
      logic={withRun(playgroundRun(args))}
      saveFile={saveFile}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('button', { name: 'Download youtube_comments.txt' }),
    ).toBeVisible();
  },
};
