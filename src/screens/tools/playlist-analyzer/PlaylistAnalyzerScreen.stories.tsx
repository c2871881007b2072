import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import {
  emptyAnalysis,
  resultsAnalysis,
  unavailableAnalysis,
} from '@/components/tools/playlist-analyzer/PlaylistAnalyzerResult.fixtures';
import type { PlaylistAnalysis } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { PlaylistInput } from '@/domain/youtube/playlistId';
import { playlistAnalyzerMachine } from '@/machines/tools/playlist-analyzer/playlistAnalyzerMachine';
import {
  mainRegion as main,
  neverSettles,
  type ScriptedRun,
  rejectsWith,
  scriptedRuns,
  showsFailure,
} from '@/screens/tool-kit/toolStories';
import { PlaylistAnalyzerScreen } from './PlaylistAnalyzerScreen';

type Run = ScriptedRun<PlaylistInput, PlaylistAnalysis>;

const withRun = scriptedRuns(playlistAnalyzerMachine);

/** Answers like the real run: a single-video link calls nothing. */
const answers =
  (analysis: PlaylistAnalysis): Run =>
  ({ query }) =>
    Promise.resolve(
      query.kind === 'video'
        ? { result: { kind: 'single-video', videoId: query.videoId }, units: 0 }
        : { result: analysis, units: 3 },
    );
const pagesThenWaits: Run = ({ onProgress }) => {
  onProgress({ pages: 6, items: 300, total: 1200 });
  return new Promise(() => undefined);
};

const MIXED = 'PLmixedPicksDeletedAndPrivate00001';
const deepLink = (playlist: string) => ({
  shell: true,
  route: `/tools/playlist-analyzer/${playlist}`,
  routePath: '/tools/playlist-analyzer/:playlistId?',
});

const meta = {
  title: 'Tools/playlist-analyzer/PlaylistAnalyzerScreen',
  component: PlaylistAnalyzerScreen,
  parameters: {
    shell: true,
    route: '/tools/playlist-analyzer',
    routePath: '/tools/playlist-analyzer/:playlistId?',
    machineStates: {
      starting: ['Results', 'InvalidDeepLink'],
      idle: 'Idle',
      invalid: 'InvalidDeepLink',
      running: 'RunningWithProgress',
      results: [
        'Results',
        'ResultsWithUnavailableItems',
        'EmptyPlaylist',
        'SingleVideoLink',
        'ResultsMobile',
      ],
      failed: ['Failed', 'NotFound'],
    },
  },
  args: { logic: withRun(answers(resultsAnalysis)) },
} satisfies Meta<typeof PlaylistAnalyzerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube playlist URL or ID' });
const summaryHeading = (canvasElement: HTMLElement) =>
  main(canvasElement).findByRole('heading', { level: 2, name: 'Playlist summary' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const SubmitPlaylistLink: Story = {
  parameters: { visual: { skip: 'ends as Results draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      searchBox(canvasElement),
      'https://www.youtube.com/playlist?list=PLjv8PortfolioShowcase2025Edits012{Enter}',
    );
    await expect(await summaryHeading(canvasElement)).toBeVisible();
    await expect(
      main(canvasElement).getByText('This run used 3 YouTube API quota units.'),
    ).toBeVisible();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.type(box, 'https://vimeo.com/123{Enter}');
    await expect(box).toHaveAccessibleDescription('Invalid playlist URL or ID');
    await expect(box).toHaveValue('https://vimeo.com/123');
  },
};

export const InvalidDeepLink: Story = {
  parameters: deepLink('not%20a%20playlist'),
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid playlist URL or ID',
    );
  },
};

export const SingleVideoLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      searchBox(canvasElement),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}',
    );
    const link = await main(canvasElement).findByRole('link', {
      name: 'Analyze this video in the Video Analyzer',
    });
    await expect(link).toHaveAttribute('href', '/tools/video-analyzer/dQw4w9WgXcQ');
  },
};

/** The playlist's own texts on the kit's spinner and bar: 'Analyzing playlist...', videos. */
export const RunningWithProgress: Story = {
  parameters: deepLink(MIXED),
  args: { logic: withRun(pagesThenWaits) },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('progressbar', {
        name: 'Fetched 300 of 1,200 videos (6 pages)',
      }),
    ).toBeVisible();
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(
      'Analyzing playlist...',
    );
    await expect(searchBox(canvasElement)).toHaveValue(MIXED);
  },
};

export const Results: Story = {
  parameters: deepLink('PLjv8PortfolioShowcase2025Edits012'),
  play: async ({ canvasElement }) => {
    await expect(await summaryHeading(canvasElement)).toBeVisible();
  },
};

export const ResultsWithUnavailableItems: Story = {
  parameters: deepLink(MIXED),
  args: { logic: withRun(answers(unavailableAnalysis)) },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText('3 unavailable')).toBeVisible();
  },
};

export const EmptyPlaylist: Story = {
  parameters: deepLink('PLanEmptyPlaylistWithNothing01'),
  args: { logic: withRun(answers(emptyAnalysis)) },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('This playlist has no videos to analyze.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: deepLink(MIXED),
  args: { logic: withRun(rejectsWith(new Error('HTTP 503'))) },
  play: async (context) => {
    await showsFailure('An error occurred while analyzing the playlist. Please try again.', {
      retry: true,
    })(context);
    await expect(searchBox(context.canvasElement)).toHaveValue(MIXED);
  },
};

export const NotFound: Story = {
  parameters: deepLink('PLthisPlaylistDoesNotExist000'),
  args: { logic: withRun(rejectsWith(new ToolFailure('Playlist not found', false))) },
  play: showsFailure('Playlist not found', { retry: false }),
};

export const ResultsMobile: Story = {
  ...ResultsWithUnavailableItems,
  globals: atViewport('mobile'),
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the summary, a run in progress, or a failure. */
  state: 'results' | 'running' | 'empty' | 'failed' | 'quotaUsedUp' | 'notFound';
  /** Deleted and private items, left out of the figures. */
  unavailable: number;
  /** The most viewed video's title: try a long one. */
  mostViewedTitle: string;
  /** While running: how many of the playlist's 1,200 videos are fetched so far. */
  fetched: number;
}

const playgroundRun = ({ state, unavailable, mostViewedTitle, fetched }: PlaygroundArgs): Run => {
  if (state === 'running') {
    return ({ onProgress }) => {
      onProgress({ pages: Math.ceil(fetched / 50), items: fetched, total: 1200 });
      return neverSettles();
    };
  }
  if (state === 'empty') return answers(emptyAnalysis);
  if (state === 'failed') return rejectsWith(new Error('HTTP 503'));
  if (state === 'quotaUsedUp') {
    return rejectsWith(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true, 403));
  }
  if (state === 'notFound') return rejectsWith(new ToolFailure('Playlist not found', false));
  if (resultsAnalysis.kind !== 'summary') return answers(resultsAnalysis);
  const { summary } = resultsAnalysis;
  return answers({
    kind: 'summary',
    summary: {
      ...summary,
      items: summary.videos + unavailable,
      unavailable,
      mostViewed: summary.mostViewed && { ...summary.mostViewed, title: mostViewedTitle },
    },
  });
};

const resultsSummary = resultsAnalysis.kind === 'summary' ? resultsAnalysis.summary : null;

/** For designers: the screen's state, unavailable items, the most viewed title and the progress. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    unavailable: resultsSummary?.unavailable ?? 0,
    mostViewedTitle: resultsSummary?.mostViewed?.title ?? '',
    fetched: 300,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'running', 'empty', 'failed', 'quotaUsedUp', 'notFound'],
    },
    unavailable: { control: { type: 'range', min: 0, max: 20, step: 1 } },
    fetched: { control: { type: 'range', min: 0, max: 1200, step: 50 } },
  },
  parameters: {
    ...deepLink('PLjv8PortfolioShowcase2025Edits012'),
    visual: { skip: 'a playground for designers: as set, it draws as Results' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <PlaylistAnalyzerScreen key={JSON.stringify(args)} logic={withRun(playgroundRun(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await summaryHeading(canvasElement)).toBeVisible();
  },
};
