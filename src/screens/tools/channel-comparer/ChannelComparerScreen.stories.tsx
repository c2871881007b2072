import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import {
  comparison,
  hiddenComparison,
  kitchenLab,
  mayaCodes,
} from '@/components/tools/channel-comparer/ChannelComparerResult.fixtures';
import {
  buildChannelComparison,
  type ChannelComparison,
} from '@/domain/tools/channel-comparer/channelComparison';
import type { ChannelPair } from '@/domain/tools/channel-comparer/channelComparisonInput';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { channelComparerMachine } from '@/machines/tools/channel-comparer/channelComparerMachine';
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
import { ChannelComparerScreen } from './ChannelComparerScreen';

type Run = ScriptedRun<ChannelPair, ChannelComparison>;

const withRun = scriptedRuns(channelComparerMachine);

const compared: Run = () => Promise.resolve({ result: comparison, units: 2 });

const deepLink = (query: string) => ({ shell: true, route: `/tools/channel-comparer?${query}` });
const bothHandles = 'a=%40kitchenlabdaily&b=%40mayacodes';

const meta = {
  title: 'Tools/channel-comparer/ChannelComparerScreen',
  component: ChannelComparerScreen,
  parameters: {
    shell: true,
    route: '/tools/channel-comparer',
    machineStates: {
      starting: ['Results', 'InvalidDeepLink'],
      idle: 'Idle',
      invalid: 'InvalidDeepLink',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['Results', 'ResultsWithHiddenCount', 'ResultsMobile'],
      failed: ['ChannelNotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(compared) },
} satisfies Meta<typeof ChannelComparerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string) =>
  main(canvasElement).getByRole('textbox', { name });
const resultHeading = (canvasElement: HTMLElement) =>
  main(canvasElement).findByRole('heading', {
    level: 2,
    name: 'Kitchen Lab Daily vs Maya Codes',
  });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'First YouTube channel')).toHaveValue('');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
    await expect(main(canvasElement).getByText(/Paste two channel links/)).toBeVisible();
  },
};

/** Typing both channels and pressing Enter opens the comparison's address, which runs it. */
export const CompareByTyping: Story = {
  parameters: { visual: { skip: 'ends as Results draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'First YouTube channel'), '@kitchenlabdaily');
    await userEvent.type(box(canvasElement, 'Second YouTube channel'), '@mayacodes{Enter}');
    await expect(await resultHeading(canvasElement)).toBeVisible();
    await expect(
      main(canvasElement).getByText('This run used 2 YouTube API quota units.'),
    ).toBeVisible();
  },
};

export const BothRequired: Story = {
  play: async ({ canvasElement }) => {
    const first = box(canvasElement, 'First YouTube channel');
    await userEvent.type(first, '@kitchenlabdaily{Enter}');
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please enter both YouTube channel URLs',
    );
    await expect(first).toHaveValue('@kitchenlabdaily');
    await userEvent.type(box(canvasElement, 'Second YouTube channel'), '@');
    await waitFor(() => expect(main(canvasElement).queryByRole('alert')).toBeNull());
  },
  parameters: { visual: { skip: 'ends as Idle draws, with text typed' } },
};

/** An unreadable channel gets the message under its own box. */
export const InvalidChannel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'First YouTube channel'), 'https://vimeo.com/123');
    await userEvent.type(box(canvasElement, 'Second YouTube channel'), '@mayacodes{Enter}');
    await expect(box(canvasElement, 'First YouTube channel')).toHaveAccessibleDescription(
      'Please enter a valid YouTube channel URL',
    );
    await expect(box(canvasElement, 'Second YouTube channel')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A shared link missing its second channel says what is missing under the form. */
export const InvalidDeepLink: Story = {
  parameters: deepLink('a=%40kitchenlabdaily'),
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please enter both YouTube channel URLs',
    );
    await expect(box(canvasElement, 'First YouTube channel')).toHaveValue('@kitchenlabdaily');
  },
};

export const Results: Story = {
  parameters: deepLink(bothHandles),
  play: async ({ canvasElement }) => {
    await expect(await resultHeading(canvasElement)).toBeVisible();
    await expect(main(canvasElement).getByRole('table')).toBeVisible();
  },
};

export const ResultsWithHiddenCount: Story = {
  parameters: deepLink('a=%40quietframefilms&b=%40mayacodes'),
  args: { logic: withRun(() => Promise.resolve({ result: hiddenComparison, units: 2 })) },
  play: async ({ canvasElement }) => {
    const table = await main(canvasElement).findByRole('table');
    const row = within(table).getByRole('row', { name: /^Subscribers/ });
    await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Hidden');
  },
};

export const ResultsMobile: Story = {
  ...Results,
  globals: atViewport('mobile'),
};

const COMPARE_FAILED = 'Error comparing channels. Please check the URLs and try again.';

export const ChannelNotFound: Story = {
  parameters: deepLink('a=%40kitchenlabdaily&b=%40nosuchchannel'),
  args: { logic: withRun(rejectsWith(new ToolFailure(COMPARE_FAILED, false))) },
  play: showsFailure(COMPARE_FAILED, { retry: false }),
};

const flaky = failsOnce(compared);
/**
 * The first run fails with the comparer's own text and 'Try again' (the channels kept); the
 * retry runs ('Comparing channels...') and succeeds.
 */
export const FailedThenRetry: Story = {
  parameters: { ...deepLink(bothHandles), visual: { skip: 'ends as Results draws' } },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(box(context.canvasElement, 'Second YouTube channel')).toHaveValue('@mayacodes');
    await recoversOnRetry(
      COMPARE_FAILED,
      (page) => page.findByRole('heading', { level: 2, name: 'Kitchen Lab Daily vs Maya Codes' }),
      { running: 'Comparing channels...', release: flaky.release },
    )(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the comparison, a run in progress, or a failure. */
  state: 'results' | 'running' | 'failed' | 'quotaUsedUp' | 'notFound';
  /** The first channel's name: try a long one. */
  firstTitle: string;
  /** The first channel's subscribers. */
  firstSubscribers: number;
  /** The first channel's total views. */
  firstViews: number;
  /** The second channel's name. */
  secondTitle: string;
  /** The second channel's subscribers. */
  secondSubscribers: number;
  /** The second channel's total views. */
  secondViews: number;
}

const playgroundRun = (args: PlaygroundArgs): Run => {
  const kitRun = kitStateRun(args.state);
  if (kitRun) return kitRun;
  if (args.state === 'notFound') return rejectsWith(new ToolFailure(COMPARE_FAILED, false));
  const result = buildChannelComparison(
    {
      ...kitchenLab,
      title: args.firstTitle,
      subscribers: args.firstSubscribers,
      views: args.firstViews,
    },
    {
      ...mayaCodes,
      title: args.secondTitle,
      subscribers: args.secondSubscribers,
      views: args.secondViews,
    },
  );
  return () => Promise.resolve({ result, units: 2 });
};

/** For designers: the screen's state, and each channel's name and figures. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    firstTitle: kitchenLab.title,
    firstSubscribers: kitchenLab.subscribers ?? 0,
    firstViews: kitchenLab.views,
    secondTitle: mayaCodes.title,
    secondSubscribers: mayaCodes.subscribers ?? 0,
    secondViews: mayaCodes.views,
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'running', 'failed', 'quotaUsedUp', 'notFound'],
    },
    firstSubscribers: { control: { type: 'number', min: 0, step: 1000 } },
    firstViews: { control: { type: 'number', min: 0, step: 1000 } },
    secondSubscribers: { control: { type: 'number', min: 0, step: 1000 } },
    secondViews: { control: { type: 'number', min: 0, step: 1000 } },
  },
  parameters: {
    ...deepLink(bothHandles),
    visual: { skip: 'a playground for designers: as set, it draws as Results' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <ChannelComparerScreen key={JSON.stringify(args)} logic={withRun(playgroundRun(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await resultHeading(canvasElement)).toBeVisible();
  },
};
