import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import { recordChanges } from '../../../../.storybook/recordChanges';
import { atViewport } from '../../../../.storybook/viewports';
import {
  fixtureToday,
  gamingChannel,
} from '@/components/tools/channel-consultant/ChannelConsultantResult.fixtures';
import type { ConsultantChannel } from '@/domain/tools/channel-consultant/consultant';
import { consultantPrompt } from '@/domain/tools/channel-consultant/consultantPrompts';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { channelConsultantMachine } from '@/machines/tools/channel-consultant/channelConsultantMachine';
import {
  failsOnce,
  mainRegion as main,
  neverSettles,
  recoversOnRetry,
  rejectsWith,
  type ScriptedRun,
  scriptedRuns,
  showsFailure,
} from '@/screens/tool-kit/toolStories';
import { ChannelConsultantScreen } from './ChannelConsultantScreen';

type Run = ScriptedRun<ChannelRef, ConsultantChannel>;

const withRun = scriptedRuns(channelConsultantMachine);

/** Every run of the stories' default logic, to show that a mode switch fetches nothing. */
const runs = fn<Run>(() => Promise.resolve({ result: gamingChannel, units: 3 }));
const FAILED = 'Error analyzing channel. Please check the URL and try again.';

const meta = {
  title: 'Tools/channel-consultant/ChannelConsultantScreen',
  component: ChannelConsultantScreen,
  parameters: {
    shell: true,
    route: '/tools/channel-consultant',
    machineStates: {
      starting: 'Idle',
      idle: 'Idle',
      invalid: 'InvalidReference',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['Results', 'ResultsMobile', 'SwitchingModes'],
      failed: ['ChannelNotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(runs), today: fixtureToday },
  beforeEach: () => {
    runs.mockClear();
  },
} satisfies Meta<typeof ChannelConsultantScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const channelBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube channel URL' });
const promptBox = (canvasElement: HTMLElement, label: string) =>
  main(canvasElement).findByRole('textbox', { name: `${label} prompt` });

const modeOption = (canvasElement: HTMLElement, label: string) =>
  within(main(canvasElement).getByRole('radiogroup', { name: 'Prompt type' })).getByText(label);

async function generate(canvasElement: HTMLElement, channel = '@novagamingarena') {
  await userEvent.type(channelBox(canvasElement), `${channel}{Enter}`);
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Channel Consultant' })).toBeVisible();
    await expect(channelBox(canvasElement)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'SEO' })).toBeChecked();
    await expect(page.getByText(/Paste a channel link, @handle or channel ID/)).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const EmptyInput: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Generate prompt' }));
    const box = channelBox(canvasElement);
    await expect(box).toHaveAccessibleDescription('Please enter a YouTube channel URL');
    await expect(runs).not.toHaveBeenCalled();
    await userEvent.type(box, '@');
    await expect(box).not.toHaveAccessibleDescription('Please enter a YouTube channel URL');
  },
};

export const InvalidReference: Story = {
  parameters: { visual: { skip: 'draws as EmptyInput, with the failure text at the field' } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'https://vimeo.com/12345');
    const box = channelBox(canvasElement);
    await expect(box).toHaveAccessibleDescription(FAILED);
    await expect(box).toHaveValue('https://vimeo.com/12345');
    await expect(runs).not.toHaveBeenCalled();
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    const box = await promptBox(canvasElement, 'SEO');
    await expect(box).toHaveValue(consultantPrompt(gamingChannel, 'seo', fixtureToday));
    await expect(runs).toHaveBeenCalledWith(
      expect.objectContaining({ query: { kind: 'handle', handle: 'novagamingarena' } }),
    );
    await expect(
      main(canvasElement).getByText('This run used 3 YouTube API quota units.'),
    ).toBeVisible();
  },
};

export const ResultsMobile: Story = {
  ...Results,
  globals: atViewport('mobile'),
};

/** Each mode rebuilds the prompt from the same figures: the channel is fetched once. */
export const SwitchingModes: Story = {
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    await promptBox(canvasElement, 'SEO');
    for (const [label, mode] of [
      ['Ideation', 'ideation'],
      ['Script', 'script'],
      ['Trendjack', 'trendjack'],
    ] as const) {
      await userEvent.click(modeOption(canvasElement, label));
      await expect(await promptBox(canvasElement, label)).toHaveValue(
        consultantPrompt(gamingChannel, mode, fixtureToday),
      );
    }
    await expect(runs).toHaveBeenCalledTimes(1);
  },
};

/** The real 2 s: 'Copy' reads 'Copied!', then 'Copy' again. */
export const CopiedThenBack: Story = {
  parameters: { visual: { skip: 'ends as Results draws' } },
  beforeEach: mockClipboard(),
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    await promptBox(canvasElement, 'SEO');
    const copy = main(canvasElement).getByRole('button', { name: 'Copy' });
    const labels = recordChanges(copy, () => copy.textContent);
    await userEvent.click(copy);
    await expect(clipboardWriteText).toHaveBeenCalledWith(
      consultantPrompt(gamingChannel, 'seo', fixtureToday),
    );
    await waitFor(() => expect(labels.values).toEqual(['Copy', 'Copied!', 'Copy']));
    labels.stop();
  },
};

export const CopyFailed: Story = {
  parameters: { visual: { skip: 'the message is drawn by ChannelConsultantResult CopyFailed' } },
  beforeEach: mockClipboard({ refuse: true }),
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    await promptBox(canvasElement, 'SEO');
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Failed to copy prompt');
    // Another mode is another prompt: the old failure goes.
    await userEvent.click(modeOption(canvasElement, 'Script'));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
  },
};

const flaky = failsOnce<ChannelRef, ConsultantChannel>(() =>
  Promise.resolve({ result: gamingChannel, units: 3 }),
);
/**
 * The first run fails with the consultant's own text and 'Try again' (the channel kept); the
 * retry runs ('Analyzing channel...') and succeeds.
 */
export const FailedThenRetry: Story = {
  parameters: { visual: { skip: 'ends as Results draws' } },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await generate(context.canvasElement);
    await main(context.canvasElement).findByRole('alert');
    await expect(channelBox(context.canvasElement)).toHaveValue('@novagamingarena');
    await recoversOnRetry(FAILED, () => promptBox(context.canvasElement, 'SEO'), {
      running: 'Analyzing channel...',
      release: flaky.release,
    })(context);
  },
};

export const ChannelNotFound: Story = {
  args: { logic: withRun(rejectsWith(new ToolFailure(FAILED, false))) },
  play: async (context) => {
    await generate(context.canvasElement, '@nobody-here');
    await showsFailure(FAILED, { retry: false })(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the prompt, the channel being analysed, or a failure with 'Try again'. */
  state: 'results' | 'running' | 'failed';
  /** The channel's name: try a long one. */
  channelName: string;
  /** The channel's subscriber count. */
  subscribers: number;
  /** How many of its latest uploads the prompt lists. */
  uploadCount: number;
}

const playgroundRun = ({ state, channelName, subscribers, uploadCount }: PlaygroundArgs): Run => {
  if (state === 'running') return neverSettles;
  if (state === 'failed') return rejectsWith(new Error('HTTP 503'));
  const channel: ConsultantChannel = {
    ...gamingChannel,
    title: channelName,
    subscribers,
    latestUploads: gamingChannel.latestUploads.slice(0, uploadCount),
  };
  return () => Promise.resolve({ result: channel, units: 3 });
};

/**
 * The machine as a deep link would start it: running at once, without a submitted form (the
 * playground's run needs no channel reference), so every change of the controls shows at once.
 */
const runsAtOnce = (logic: ReturnType<typeof withRun>) =>
  logic.provide({ guards: { hasNoParams: () => false, hasInput: () => true } });

/** For designers: the screen's state, the channel's name, its subscribers and its uploads. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    channelName: gamingChannel.title,
    subscribers: gamingChannel.subscribers ?? 0,
    uploadCount: gamingChannel.latestUploads.length,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['results', 'running', 'failed'] },
    subscribers: { control: { type: 'number', min: 0, step: 1000 } },
    uploadCount: {
      control: { type: 'range', min: 0, max: gamingChannel.latestUploads.length, step: 1 },
    },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as Results' } },
  // A new machine for every change of the controls, so the screen starts over with them.
  render: (args) => (
    <ChannelConsultantScreen
      key={JSON.stringify(args)}
      logic={runsAtOnce(withRun(playgroundRun(args)))}
      today={fixtureToday}
    />
  ),
  // The box shows the channel as Results typed it.
  play: async ({ canvasElement }) => {
    await expect(await promptBox(canvasElement, 'SEO')).toBeVisible();
    await userEvent.type(channelBox(canvasElement), '@novagamingarena');
  },
};
