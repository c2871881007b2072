import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import {
  hdThumbnail,
  unsizedThumbnail,
} from '@/components/tools/thumbnail-downloader/ThumbnailDownloaderResult.fixtures';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { thumbnailFilename } from '@/domain/tools/thumbnail-downloader/thumbnail';
import type { ThumbnailLookup } from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import { thumbnailSaveMachine } from '@/machines/tools/thumbnail-downloader/thumbnailSaveMachine';
import { thumbnailDownloaderMachine } from '@/machines/tools/thumbnail-downloader/thumbnailDownloaderMachine';
import {
  failsOnce,
  kitStateRun,
  mainRegion as main,
  neverSettles,
  recoversOnRetry,
  rejectsWith,
  scriptedRuns,
  showsFailure,
  type ScriptedRun,
} from '@/screens/tool-kit/toolStories';
import { ThumbnailDownloaderScreen } from './ThumbnailDownloaderScreen';

const videoId = hdThumbnail.videoId;
const watchUrl = `https://www.youtube.com/watch?v=${videoId}`;

const withRun = scriptedRuns(thumbnailDownloaderMachine);
/** The video's thumbnail, for 1 quota unit. */
const lookedUp: ScriptedRun<string, ThumbnailLookup> = ({ query }) =>
  Promise.resolve({ result: { ...hdThumbnail, videoId: query }, units: 1 });
const found = withRun(lookedUp);

/** The fallback's spy: what would open in a new tab. */
const openInNewTab = fn();
const withDownload = (download: () => Promise<unknown>) =>
  thumbnailSaveMachine.provide({
    actors: { download: fromAbortablePromise(download) },
    actions: {
      openInNewTab: (_, { url }) => {
        openInNewTab(url);
      },
    },
  });

const meta = {
  title: 'Tools/thumbnail-downloader/ThumbnailDownloaderScreen',
  component: ThumbnailDownloaderScreen,
  parameters: {
    shell: true,
    route: '/tools/thumbnail-downloader',
    routePath: '/tools/thumbnail-downloader/:videoId?',
    machineStates: {
      starting: ['Results', 'InvalidLink'],
      idle: 'Idle',
      invalid: 'InvalidLink',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['Results', 'ResultsMobile', 'DownloadBusy'],
      failed: ['NotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: found, downloadLogic: withDownload(() => Promise.resolve()) },
  beforeEach: () => {
    openInNewTab.mockClear();
  },
} satisfies Meta<typeof ThumbnailDownloaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube video URL' });
const deepLink = { route: `/tools/thumbnail-downloader/${videoId}` };

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thumbnail Downloader' }),
    ).toBeVisible();
    await expect(linkBox(canvasElement)).toHaveValue('');
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** Enter in the link box navigates to the video's route, which runs the lookup. */
export const SubmitByEnter: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(linkBox(canvasElement), `${watchUrl}{Enter}`);
    await expect(await page.findByRole('img', { name: hdThumbnail.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Thumbnail' })).toBeEnabled();
    await expect(page.getByText('This run used 1 YouTube API quota unit.')).toBeVisible();
    await expect(linkBox(canvasElement)).toHaveValue(watchUrl);
  },
};

export const Results: Story = {
  parameters: deepLink,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('img', { name: hdThumbnail.title })).toHaveAttribute(
      'src',
      hdThumbnail.imageUrl,
    );
    await expect(page.getByRole('heading', { level: 2, name: hdThumbnail.title })).toBeVisible();
    await expect(page.getByText(hdThumbnail.filename)).toBeVisible();
  },
};

export const ResultsMobile: Story = {
  parameters: deepLink,
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('button', { name: 'Download Thumbnail' }),
    ).toBeVisible();
  },
};

/** A download that never settles: the button reads 'Downloading...' and is disabled. */
export const DownloadBusy: Story = {
  parameters: deepLink,
  args: { downloadLogic: withDownload(neverSettles) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Download Thumbnail' }));
    await expect(page.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
  },
};

/** A failed download (say, a host without CORS) opens the image in a new tab instead. */
export const DownloadFailsOpensImage: Story = {
  parameters: deepLink,
  args: { downloadLogic: withDownload(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Download Thumbnail' }));
    await waitFor(() => expect(openInNewTab).toHaveBeenCalledOnce());
    await expect(openInNewTab).toHaveBeenCalledWith(hdThumbnail.imageUrl);
    await expect(page.getByRole('button', { name: 'Download Thumbnail' })).toBeEnabled();
  },
};

export const BlankInput: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Get Thumbnail' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Please enter a YouTube video URL',
    );
  },
};

/** An unreadable link shows the message under the box and keeps the text to correct. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(linkBox(canvasElement), 'https://vimeo.com/12345{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Invalid YouTube URL. Please check the URL and try again.',
    );
    await expect(linkBox(canvasElement)).toHaveValue('https://vimeo.com/12345');
    await expect(page.queryByRole('img', { name: hdThumbnail.title })).toBeNull();
  },
};

/** A route parameter that is no video id gets the same message, without a retry. */
export const InvalidLink: Story = {
  parameters: { route: '/tools/thumbnail-downloader/not%20a%20video' },
  play: showsFailure('Invalid YouTube URL. Please check the URL and try again.', { retry: false }),
};

export const NotFound: Story = {
  parameters: deepLink,
  args: { logic: withRun(rejectsWith(new ToolFailure('Video not found', false))) },
  play: showsFailure('Video not found', { retry: false }),
};

const LOOKUP_FAILED = 'Failed to fetch thumbnail. Please try again.';

const flaky = failsOnce(lookedUp);
/**
 * A failed lookup shows the downloader's own text and 'Try again' (the link kept); the retry runs
 * ('Fetching thumbnail...') and finds the thumbnail.
 */
export const FailedThenRetry: Story = {
  parameters: deepLink,
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(linkBox(context.canvasElement)).toHaveValue(videoId);
    await recoversOnRetry(
      LOOKUP_FAILED,
      (page) => page.findByRole('img', { name: hdThumbnail.title }),
      { running: 'Fetching thumbnail...', release: flaky.release },
    )(context);
  },
};

export const InvalidInputMobile: Story = {
  ...InvalidInput,
  globals: atViewport('mobile'),
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the thumbnail, a lookup in progress, or a failure. */
  state: 'results' | 'running' | 'failed' | 'quotaUsedUp' | 'notFound';
  /** The video's title: try a long one (the file name follows it). */
  title: string;
  /** Whether the platform stated the picture's size (1280 × 720 here). */
  sizeKnown: boolean;
}

const playgroundRun = ({
  state,
  title,
  sizeKnown,
}: PlaygroundArgs): ScriptedRun<string, ThumbnailLookup> => {
  const kitRun = kitStateRun(state);
  if (kitRun) return kitRun;
  if (state === 'notFound') return rejectsWith(new ToolFailure('Video not found', false));
  const thumbnail = sizeKnown ? hdThumbnail : unsizedThumbnail;
  return ({ query }) =>
    Promise.resolve({
      result: { ...thumbnail, videoId: query, title, filename: thumbnailFilename(title) },
      units: 1,
    });
};

/** For designers: the screen's state, the video's title and whether the size is known. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { state: 'results', title: hdThumbnail.title, sizeKnown: true },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'running', 'failed', 'quotaUsedUp', 'notFound'],
    },
  },
  parameters: {
    ...deepLink,
    visual: { skip: 'a playground for designers: as set, it draws as Results' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <ThumbnailDownloaderScreen
      key={JSON.stringify(args)}
      logic={withRun(playgroundRun(args))}
      downloadLogic={withDownload(() => Promise.resolve())}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('img', { name: hdThumbnail.title })).toBeVisible();
    await expect(page.getByText(hdThumbnail.filename)).toBeVisible();
  },
};
