import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import {
  channelComparison,
  trendingComparison,
} from '@/components/tools/thumbnail-tester/ThumbnailCompareGrid.fixtures';
import type { Comparison, ComparisonQuery } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { pictureFileMachine } from '@/machines/tools/thumbnail-tester/pictureFileMachine';
import { thumbnailTesterMachine } from '@/machines/tools/thumbnail-tester/thumbnailTesterMachine';
import { fixtureImage } from '@/test/fixtureImages';
import {
  mainRegion as main,
  neverSettles,
  rejectsWith,
  type ScriptedRun,
  scriptedRuns,
} from '@/screens/tool-kit/toolStories';
import { ThumbnailTesterScreen } from './ThumbnailTesterScreen';

type Run = ScriptedRun<ComparisonQuery, Comparison>;

const withRun = scriptedRuns(thumbnailTesterMachine);

/** Trending for 2 units, any channel for 3. */
const answers: Run = ({ query }) =>
  Promise.resolve(
    query.source === 'trending'
      ? { result: trendingComparison, units: 2 }
      : { result: channelComparison, units: 3 },
  );
const failing =
  (error: Error): Run =>
  ({ query }) =>
    query.source === 'trending' ? Promise.reject(error) : answers({ query, onProgress: () => {} });
const CHANNEL_FAILED =
  'Failed to load channel videos. Please make sure the channel URL is correct and try again.';
const channelFails: Run = ({ query, onProgress }) =>
  query.source === 'channel'
    ? Promise.reject(new ToolFailure(CHANNEL_FAILED))
    : answers({ query, onProgress });

/** Opens every picture as a flat fixture image, as the app's decoder opens a real image. */
const opensPictures = pictureFileMachine.provide({
  actors: {
    open: fromAbortablePromise(({ input }) =>
      Promise.resolve({ url: fixtureImage(3), name: input.name }),
    ),
  },
});
/** Refuses every file, as the app's decoder refuses a text file renamed `.png`. */
const refusesPictures = pictureFileMachine.provide({
  actors: {
    open: fromAbortablePromise(() => Promise.reject(new Error('not an image'))),
  },
});

/** The entry lands third: 0.2 × 12 slots. */
const fixedRandom = () => 0.2;

const withPictures = {
  initialThumbnail: { url: fixtureImage(0), name: 'thumbnail.png' },
  initialProfilePicture: { url: fixtureImage(6, { width: 88, height: 88 }), name: 'me.png' },
  initialTitle: 'I Edited 100 Videos in 100 Days (Here’s What I Learned)',
};

const meta = {
  title: 'Tools/thumbnail-tester/ThumbnailTesterScreen',
  component: ThumbnailTesterScreen,
  parameters: {
    shell: true,
    route: '/tools/thumbnail-tester',
    machineStates: {
      starting: 'Empty',
      idle: ['Empty', 'PreviewDark', 'PreviewLight', 'PreviewMobile'],
      invalid: ['ChannelBlank', 'ChannelInvalid'],
      running: 'CompareLoading',
      results: ['CompareTrending', 'CompareTrendingLight', 'Shuffle', 'CompareChannel'],
      failed: ['TrendingFailed', 'ChannelFailed'],
    },
  },
  args: { logic: withRun(answers), pictureLogic: opensPictures, random: fixedRandom },
} satisfies Meta<typeof ThumbnailTesterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const openCompare = async (canvasElement: HTMLElement) => {
  await userEvent.click(main(canvasElement).getByRole('button', { name: 'Compare' }));
  const dialog = await body().findByRole('dialog', { name: 'Compare your thumbnail' });
  return within(dialog);
};
type Dialog = Awaited<ReturnType<typeof openCompare>>;
const toChannel = async (dialog: Dialog, url: string) => {
  await userEvent.click(dialog.getByText('Channel'));
  const input = await dialog.findByRole('textbox', { name: 'Channel URL' });
  if (url) await userEvent.type(input, url);
  await userEvent.click(dialog.getByRole('button', { name: 'Load Channel' }));
  return input;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await expect(page.getByText(/Upload a thumbnail to see it/)).toBeVisible();
  },
};

const REFUSED =
  '“renamed.png” is not an image. Please choose a JPG, PNG, GIF or WebP file for the thumbnail.';
const thumbnailInput = (canvasElement: HTMLElement) =>
  main(canvasElement).getByLabelText('Thumbnail image');
const textRenamedPng = () => new File(['just text'], 'renamed.png', { type: 'image/png' });

/** A chosen image shows in the four layouts (ends as PreviewDark draws, with another picture). */
export const ChoosingAThumbnail: Story = {
  parameters: { visual: { skip: 'ends as PreviewDark draws, with its own picture' } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(thumbnailInput(canvasElement), textRenamedPng());
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: /^Home: Large/ })).toBeVisible();
    await expect(page.getByText('Thumbnail: renamed.png')).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** A file that is not an image, before any thumbnail: refused by name, no preview drawn. */
export const ThumbnailRefused: Story = {
  args: { pictureLogic: refusesPictures },
  play: async ({ canvasElement }) => {
    await userEvent.upload(thumbnailInput(canvasElement), textRenamedPng());
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(REFUSED);
    await expect(page.queryByRole('heading', { name: /^Home: Large/ })).toBeNull();
    await expect(page.getByRole('button', { name: 'Compare' })).toBeDisabled();
  },
};

/** A refused file after a good one: the message, and the thumbnail already chosen stays. */
export const ThumbnailRefusedKeepsPreview: Story = {
  args: { ...withPictures, pictureLogic: refusesPictures },
  play: async ({ canvasElement }) => {
    await userEvent.upload(thumbnailInput(canvasElement), textRenamedPng());
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(REFUSED);
    await expect(
      page.getByText('Thumbnail: thumbnail.png · Profile picture: me.png'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Home: Large/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compare' })).toBeEnabled();
  },
};

export const PreviewDark: Story = {
  args: withPictures,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    for (const name of ['Home: Large', 'Home: Small', 'Sidebar', 'Mobile: Column']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Compare' })).toBeEnabled();
  },
};

export const PreviewLight: Story = { args: { ...withPictures, initialTheme: 'light' } };

export const PreviewMobile: Story = { ...PreviewDark, globals: atViewport('mobile') };

/** Typing a title updates every layout (ends as PreviewDark draws, with another title). */
export const TypingATitle: Story = {
  args: { ...withPictures, initialTitle: '' },
  parameters: { visual: { skip: 'ends as PreviewDark draws' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getAllByText('Your video title')).toHaveLength(4);
    await userEvent.type(page.getByRole('textbox', { name: 'Video title' }), 'Hello');
    await expect(page.getAllByText('Hello')).toHaveLength(4);
  },
};

export const CompareLoading: Story = {
  args: { ...withPictures, logic: withRun(neverSettles) },
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Loading trending videos...');
  },
};

export const CompareTrending: Story = {
  args: withPictures,
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    const grid = await dialog.findByRole('list', { name: 'Trending on YouTube' });
    const tiles = within(grid).getAllByRole('listitem');
    await expect(tiles).toHaveLength(12);
    await expect(within(tiles[2] as HTMLElement).getByText('Your video')).toBeInTheDocument();
    await expect(dialog.getByText('This run used 2 YouTube API quota units.')).toBeVisible();
  },
};

export const CompareTrendingLight: Story = {
  args: { ...withPictures, initialTheme: 'light' },
  play: CompareTrending.play,
};

/** Shuffle moves the entry elsewhere (deterministic: 0.2 → from slot 2 to slot 3). */
export const Shuffle: Story = {
  args: withPictures,
  play: async (context) => {
    await CompareTrending.play?.(context);
    const dialog = within(body().getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Shuffle' }));
    const tiles = within(dialog.getByRole('list', { name: 'Trending on YouTube' })).getAllByRole(
      'listitem',
    );
    await waitFor(() =>
      expect(within(tiles[3] as HTMLElement).queryByText('Your video')).toBeInTheDocument(),
    );
  },
};

export const CompareChannel: Story = {
  args: withPictures,
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    await dialog.findByRole('list', { name: 'Trending on YouTube' });
    await toChannel(dialog, 'https://www.youtube.com/@mayacodes');
    await expect(
      await dialog.findByRole('list', { name: 'Latest videos from Maya Codes' }),
    ).toBeVisible();
    await expect(dialog.getByText('This run used 3 YouTube API quota units.')).toBeVisible();
  },
};

export const ChannelBlank: Story = {
  args: withPictures,
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    await dialog.findByRole('list', { name: 'Trending on YouTube' });
    const input = await toChannel(dialog, '');
    await expect(input).toHaveAccessibleDescription('Please enter a channel URL');
  },
};

export const ChannelInvalid: Story = {
  args: withPictures,
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    await dialog.findByRole('list', { name: 'Trending on YouTube' });
    const input = await toChannel(dialog, 'https://vimeo.com/123');
    await expect(input).toHaveAccessibleDescription('Please enter a valid YouTube channel URL');
    await expect(input).toHaveValue('https://vimeo.com/123');
  },
};

export const TrendingFailed: Story = {
  args: { ...withPictures, logic: withRun(failing(new Error('HTTP 500'))) },
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    await expect(
      await dialog.findByText('Failed to load YouTube comparison. Please try again.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ChannelFailed: Story = {
  args: { ...withPictures, logic: withRun(channelFails) },
  play: async ({ canvasElement }) => {
    const dialog = await openCompare(canvasElement);
    await dialog.findByRole('list', { name: 'Trending on YouTube' });
    const input = await toChannel(dialog, '@nosuchchannel');
    await expect(await dialog.findByText(CHANNEL_FAILED)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(input).toHaveValue('@nosuchchannel');
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /**
   * What to show: the previews, or the Compare window with trending videos, still loading, or
   * failed with 'Try again'.
   */
  state: 'preview' | 'compare' | 'compareLoading' | 'compareFailed';
  /** The visitor's video title: try a long one. */
  title: string;
  /** The preview's look. */
  theme: 'dark' | 'light';
  /** How many trending videos the comparison shows beside the visitor's own. */
  trendingCount: number;
}

const playgroundRun = ({ state, trendingCount }: PlaygroundArgs): Run => {
  if (state === 'compareLoading') return neverSettles;
  if (state === 'compareFailed') return rejectsWith(new Error('HTTP 500'));
  return () =>
    Promise.resolve({
      result: {
        ...trendingComparison,
        videos: trendingComparison.videos.slice(0, trendingCount),
      },
      units: 2,
    });
};

/**
 * The machine as a deep link would start it: running at once (the Compare button's first
 * trending load, here without the click; the playground's run needs no query).
 */
const loadsAtOnce = (logic: ReturnType<typeof withRun>) =>
  logic.provide({ guards: { hasNoParams: () => false, hasInput: () => true } });

/** For designers: the screen's state, the title, the preview's look and the number of videos. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'preview',
    title: withPictures.initialTitle,
    theme: 'dark',
    trendingCount: trendingComparison.videos.length,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['preview', 'compare', 'compareLoading', 'compareFailed'],
    },
    theme: { control: 'inline-radio', options: ['dark', 'light'] },
    trendingCount: {
      control: { type: 'range', min: 1, max: trendingComparison.videos.length, step: 1 },
    },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as PreviewDark' } },
  // A new screen for every change of the controls, so it starts over with them.
  render: (args) => (
    <ThumbnailTesterScreen
      key={JSON.stringify(args)}
      {...withPictures}
      pictureLogic={opensPictures}
      logic={
        args.state === 'preview'
          ? withRun(playgroundRun(args))
          : loadsAtOnce(withRun(playgroundRun(args)))
      }
      random={fixedRandom}
      initialTitle={args.title}
      initialTheme={args.theme}
      initialCompareOpen={args.state !== 'preview'}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { name: /^Home: Large/ }),
    ).toBeVisible();
  },
};
