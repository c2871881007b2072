import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import {
  resultsWithLeftOut,
  shortsResults,
  videoResults,
} from '@/components/tools/outlier-finder/OutlierFinderResult.fixtures';
import type { OutlierQuery, OutlierResults } from '@/domain/tools/outlier-finder/outlierFinder';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { outlierFinderMachine } from '@/machines/tools/outlier-finder/outlierFinderMachine';
import {
  failsOnce,
  kitStateRun,
  mainRegion as main,
  recoversOnRetry,
  rejectsWith,
  type ScriptedRun,
  scriptedRuns,
  showsFailure,
} from '@/screens/tool-kit/toolStories';
import { OutlierFinderScreen } from './OutlierFinderScreen';

type Run = ScriptedRun<OutlierQuery, OutlierResults>;

const withRun = scriptedRuns(outlierFinderMachine);

const found: Run = ({ query }) =>
  Promise.resolve({
    result: {
      ...(query.type === 'shorts' ? shortsResults : videoResults),
      query: query.query,
    },
    units: 102,
  });

const routePath = '/tools/outlier-finder/:searchQuery?/:type?';
const deepLink = (path: string) => ({
  shell: true,
  route: `/tools/outlier-finder/${path}`,
  routePath,
});

const meta = {
  title: 'Tools/outlier-finder/OutlierFinderScreen',
  component: OutlierFinderScreen,
  parameters: {
    shell: true,
    route: '/tools/outlier-finder',
    routePath,
    machineStates: {
      starting: ['ResultsVideos', 'InvalidDeepLink'],
      idle: 'Idle',
      invalid: 'InvalidDeepLink',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['ResultsVideos', 'ResultsVideosMobile', 'ResultsShorts', 'SomeLeftOut'],
      failed: ['NoVideosFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(found) },
} satisfies Meta<typeof OutlierFinderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'Search query' });
const typeRadio = (canvasElement: HTMLElement, name: 'Videos' | 'Shorts') =>
  within(main(canvasElement).getByRole('radiogroup', { name: 'Video type' })).getByRole('radio', {
    name,
  });
const resultsHeading = (canvasElement: HTMLElement, name: string) =>
  main(canvasElement).findByRole('heading', { level: 2, name });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(typeRadio(canvasElement, 'Videos')).toBeChecked();
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An empty query says so under the box and runs nothing. */
export const EmptyQuery: Story = {
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.type(box, '   {Enter}');
    await expect(box).toHaveAccessibleDescription('Please enter a search query');
    await expect(main(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** A blank query in the address (`/tools/outlier-finder/%20/videos`) shows the message. */
export const InvalidDeepLink: Story = {
  parameters: deepLink('%20/videos'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please enter a search query',
    );
  },
};

/** Typing a query and pressing Enter opens its address, which runs the search. */
export const SearchByTyping: Story = {
  parameters: { visual: { skip: 'ends as ResultsVideos draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'short film{Enter}');
    await expect(await resultsHeading(canvasElement, 'Top videos for “short film”')).toBeVisible();
    await expect(
      main(canvasElement).getByText('This run used 102 YouTube API quota units.'),
    ).toBeVisible();
  },
};

/** Shorts picked before searching: the search opens the shorts address. */
export const ShortsPickedFirst: Story = {
  parameters: { visual: { skip: 'ends as ResultsShorts draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(main(canvasElement).getByRole('radiogroup')).getByText('Shorts'));
    await userEvent.type(searchBox(canvasElement), 'short film{Enter}');
    await expect(await resultsHeading(canvasElement, 'Top shorts for “short film”')).toBeVisible();
  },
};

export const ResultsVideos: Story = {
  parameters: deepLink('short%20film/videos'),
  play: async ({ canvasElement }) => {
    await expect(await resultsHeading(canvasElement, 'Top videos for “short film”')).toBeVisible();
    await expect(main(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};

export const ResultsVideosMobile: Story = {
  ...ResultsVideos,
  globals: atViewport('mobile'),
};

export const ResultsShorts: Story = {
  parameters: deepLink('short%20film/shorts'),
  play: async ({ canvasElement }) => {
    await expect(await resultsHeading(canvasElement, 'Top shorts for “short film”')).toBeVisible();
    await expect(typeRadio(canvasElement, 'Shorts')).toBeChecked();
  },
};

/** With a query shown, the toggle opens the other type's address, which runs again. */
export const ToggleRenavigates: Story = {
  parameters: {
    ...deepLink('short%20film/videos'),
    visual: { skip: 'ends as ResultsShorts draws' },
  },
  play: async ({ canvasElement }) => {
    await resultsHeading(canvasElement, 'Top videos for “short film”');
    await userEvent.click(within(main(canvasElement).getByRole('radiogroup')).getByText('Shorts'));
    await expect(await resultsHeading(canvasElement, 'Top shorts for “short film”')).toBeVisible();
    await expect(typeRadio(canvasElement, 'Shorts')).toBeChecked();
  },
};

/** A type other than videos or shorts is replaced with videos. */
export const UnknownTypeReplaced: Story = {
  parameters: {
    ...deepLink('short%20film/reels'),
    visual: { skip: 'ends as ResultsVideos draws' },
  },
  play: async ({ canvasElement }) => {
    await expect(await resultsHeading(canvasElement, 'Top videos for “short film”')).toBeVisible();
    await expect(typeRadio(canvasElement, 'Videos')).toBeChecked();
  },
};

export const SomeLeftOut: Story = {
  parameters: deepLink('film/videos'),
  args: {
    logic: withRun(() =>
      Promise.resolve({ result: { ...resultsWithLeftOut, query: 'film' }, units: 102 }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(
        '2 videos left out: their channels hide subscriber counts',
      ),
    ).toBeVisible();
  },
};

export const NoVideosFound: Story = {
  parameters: deepLink('zzzzqqq/videos'),
  args: { logic: withRun(rejectsWith(new ToolFailure('No videos found', false))) },
  play: showsFailure('No videos found', { retry: false }),
};

const SEARCH_FAILED = 'An error occurred while fetching results';
const flaky = failsOnce(found);
/**
 * The first run fails with the finder's own text and 'Try again' (the query kept); the retry runs
 * ('Finding outliers...') and succeeds.
 */
export const FailedThenRetry: Story = {
  parameters: {
    ...deepLink('short%20film/videos'),
    visual: { skip: 'ends as ResultsVideos draws' },
  },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(searchBox(context.canvasElement)).toHaveValue('short film');
    await recoversOnRetry(
      SEARCH_FAILED,
      () => resultsHeading(context.canvasElement, 'Top videos for “short film”'),
      { running: 'Finding outliers...', release: flaky.release },
    )(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the outliers, a run in progress, or a failure. */
  state: 'results' | 'running' | 'failed' | 'quotaUsedUp' | 'noVideosFound';
  /** How many videos the grid shows. */
  videoCount: number;
  /** How many videos the note says were left out (hidden subscriber counts). */
  leftOut: number;
  /** The first video's title: try a long one. */
  firstTitle: string;
  /** The first video's views (its ratio to the channel's subscribers follows). */
  firstViews: number;
}

const playgroundRun = ({
  state,
  videoCount,
  leftOut,
  firstTitle,
  firstViews,
}: PlaygroundArgs): Run => {
  const kitRun = kitStateRun(state);
  if (kitRun) return kitRun;
  if (state === 'noVideosFound') return rejectsWith(new ToolFailure('No videos found', false));
  const videos = videoResults.videos
    .map((video, index) =>
      index === 0
        ? { ...video, title: firstTitle, views: firstViews, ratio: firstViews / video.subscribers }
        : video,
    )
    .slice(0, videoCount);
  return ({ query }) =>
    Promise.resolve({
      result: { ...videoResults, query: query.query, videos, leftOut },
      units: 102,
    });
};

const firstOutlier = videoResults.videos[0];

/** For designers: the screen's state, the videos shown and left out, the first one's texts. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    videoCount: videoResults.videos.length,
    leftOut: videoResults.leftOut,
    firstTitle: firstOutlier?.title ?? '',
    firstViews: firstOutlier?.views ?? 0,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'running', 'failed', 'quotaUsedUp', 'noVideosFound'],
    },
    videoCount: { control: { type: 'range', min: 1, max: videoResults.videos.length, step: 1 } },
    leftOut: { control: { type: 'range', min: 0, max: 10, step: 1 } },
    firstViews: { control: { type: 'number', min: 0, step: 1000 } },
  },
  parameters: {
    ...deepLink('short%20film/videos'),
    visual: { skip: 'a playground for designers: as set, it draws as ResultsVideos' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <OutlierFinderScreen key={JSON.stringify(args)} logic={withRun(playgroundRun(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await resultsHeading(canvasElement, 'Top videos for “short film”')).toBeVisible();
    await expect(main(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};
