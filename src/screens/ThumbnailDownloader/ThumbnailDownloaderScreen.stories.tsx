import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { atViewport } from '../../../.storybook/viewports';
import { hdThumbnail } from '@/components/ThumbnailResult/fixtures';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tools/toolFailure';
import type { ThumbnailLookup } from '@/domain/tools/thumbnailLookup';
import { thumbnailDownloadMachine } from '@/machines/thumbnailDownloadMachine';
import { thumbnailDownloaderMachine } from '@/machines/thumbnailDownloaderMachine';
import { ThumbnailDownloaderScreen } from './ThumbnailDownloaderScreen';

const videoId = hdThumbnail.videoId;
const watchUrl = `https://www.youtube.com/watch?v=${videoId}`;

/** A lookup that answers `lookUp(videoId)` for 1 quota unit. */
const withRun = (lookUp: (id: string) => Promise<ThumbnailLookup>) =>
  thumbnailDownloaderMachine.provide({
    actors: {
      run: fromPromise(async ({ input }) => ({ result: await lookUp(input.query), units: 1 })),
    },
  });

const found = withRun((id) => Promise.resolve({ ...hdThumbnail, videoId: id }));
const never = <T,>() => new Promise<T>(() => undefined);

/** The fallback's spy: what would open in a new tab. */
const openInNewTab = fn();
const withDownload = (download: () => Promise<unknown>) =>
  thumbnailDownloadMachine.provide({
    actors: { download: fromPromise(download) },
    actions: {
      openInNewTab: (_, { url }) => {
        openInNewTab(url);
      },
    },
  });

const meta = {
  title: 'Screens/ThumbnailDownloader',
  component: ThumbnailDownloaderScreen,
  parameters: {
    shell: true,
    route: '/tools/thumbnail-downloader',
    routePath: '/tools/thumbnail-downloader/:videoId?',
  },
  args: { logic: found, downloadLogic: withDownload(() => Promise.resolve()) },
  beforeEach: () => {
    openInNewTab.mockClear();
  },
} satisfies Meta<typeof ThumbnailDownloaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
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

/** A lookup that never settles pins the spinner. */
export const Running: Story = {
  parameters: deepLink,
  args: { logic: withRun(never) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Fetching thumbnail...');
    await expect(linkBox(canvasElement)).toHaveValue(videoId);
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
  args: { downloadLogic: withDownload(never) },
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
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Invalid YouTube URL. Please check the URL and try again.',
    );
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: deepLink,
  args: {
    logic: withRun(() => Promise.reject(new ToolFailure('Video not found', false))),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Video not found');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: deepLink,
  args: { logic: withRun(() => Promise.reject(new Error('HTTP 503'))) },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch thumbnail. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A failed lookup shows the alert; Try again runs it again (here: successfully). */
let failuresLeft = 1;
export const FailedThenRetry: Story = {
  parameters: deepLink,
  beforeEach: () => {
    failuresLeft = 1;
  },
  args: {
    logic: withRun((id) => {
      if (failuresLeft === 0) return Promise.resolve({ ...hdThumbnail, videoId: id });
      failuresLeft -= 1;
      return Promise.reject(new Error('HTTP 503'));
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch thumbnail. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('img', { name: hdThumbnail.title })).toBeVisible();
  },
};

export const QuotaExceeded: Story = {
  parameters: deepLink,
  args: {
    logic: withRun(() => Promise.reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true))),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(YOUTUBE_FAILURE_MESSAGES.quota);
    await expect(page.queryByRole('status')).toBeNull();
  },
};

export const InvalidInputMobile: Story = {
  ...InvalidInput,
  globals: atViewport('mobile'),
};
