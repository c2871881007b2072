import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import { recordChanges } from '../../../../.storybook/recordChanges';
import { atViewport } from '../../../../.storybook/viewports';
import { qrFixtureSrc } from '@/components/tool-kit/QrCodePanel.fixtures';
import {
  withHandle,
  withoutHandle,
} from '@/components/tools/subscribe-link-generator/SubscribeLinkGeneratorResult.fixtures';
import {
  subscribeLinkOf,
  type SubscribeLink,
} from '@/domain/tools/subscribe-link-generator/subscribeLink';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import {
  subscribeLinkGeneratorMachine,
  subscribeQrMachine,
} from '@/machines/tools/subscribe-link-generator/subscribeLinkGeneratorMachine';
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
import { SubscribeLinkGeneratorScreen } from './SubscribeLinkGeneratorScreen';

type Run = ScriptedRun<ChannelRef, SubscribeLink>;

const withRun = scriptedRuns(subscribeLinkGeneratorMachine);

const found =
  (link: SubscribeLink): Run =>
  () =>
    Promise.resolve({ result: link, units: 1 });

const saveImage = fn();
/** Draws a real, scannable code of the link (as SVG, so the story needs no canvas). */
const qrLogic = subscribeQrMachine.provide({
  actors: {
    renderQr: fromAbortablePromise(({ input }) =>
      Promise.resolve({ blob: new Blob([input.url]), src: qrFixtureSrc(input.url) }),
    ),
  },
  actions: { saveImage, logError: () => undefined },
});

const meta = {
  title: 'Tools/subscribe-link-generator/SubscribeLinkGeneratorScreen',
  component: SubscribeLinkGeneratorScreen,
  parameters: {
    shell: true,
    route: '/tools/subscribe-link-generator',
    machineStates: {
      starting: 'Idle',
      idle: 'Idle',
      invalid: 'Invalid',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['ResultWithHandle', 'ResultWithoutHandle', 'ResultMobile'],
      failed: ['ChannelNotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(found(withHandle)), qrLogic },
  beforeEach: mockClipboard(),
} satisfies Meta<typeof SubscribeLinkGeneratorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube channel URL or handle' });
const generate = async (canvasElement: HTMLElement, text = '@mayacodes') => {
  await userEvent.type(box(canvasElement), `${text}{Enter}`);
};
const card = async (canvasElement: HTMLElement, title: string) =>
  main(canvasElement).findByRole('article', { name: title });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveValue('');
    await expect(main(canvasElement).getByText(/type your @handle/)).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'https://vimeo.com/123');
    await expect(box(canvasElement)).toHaveAccessibleDescription(
      'Please enter a valid YouTube channel URL',
    );
    await expect(box(canvasElement)).toHaveValue('https://vimeo.com/123');
  },
};

export const ResultWithHandle: Story = {
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    const result = within(await card(canvasElement, 'Maya Codes'));
    await expect(result.getByRole('link', { name: /sub_confirmation/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@mayacodes?sub_confirmation=1',
    );
    await expect(await result.findByRole('img', { name: /^QR code for/ })).toBeVisible();
    await userEvent.click(result.getByRole('button', { name: 'Download QR code' }));
    await expect(saveImage).toHaveBeenCalled();
    await expect(
      main(canvasElement).getByText('This run used 1 YouTube API quota unit.'),
    ).toBeVisible();
  },
};

export const ResultWithoutHandle: Story = {
  args: { logic: withRun(found(withoutHandle)) },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'https://www.youtube.com/channel/UCquietFrameFilms0000000');
    const result = within(await card(canvasElement, 'Quiet Frame Films'));
    await expect(result.getByText('Subscriber count hidden')).toBeVisible();
    await expect(result.getByRole('link', { name: /sub_confirmation/ })).toHaveAttribute(
      'href',
      withoutHandle.link,
    );
    await expect(await result.findByRole('img', { name: /^QR code for/ })).toBeVisible();
  },
};

export const ResultMobile: Story = {
  ...ResultWithHandle,
  globals: atViewport('mobile'),
};

/** 'Copy Link' copies the link and reads 'Copied!' for 2 s, then 'Copy Link' again. */
export const Copied: Story = {
  parameters: { visual: { skip: 'ends as ResultWithHandle draws' } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    const result = within(await card(canvasElement, 'Maya Codes'));
    await result.findByRole('img', { name: /^QR code for/ });
    const copy = result.getByRole('button', { name: 'Copy Link' });
    const labels = recordChanges(copy, () => copy.textContent);
    await userEvent.click(copy);
    await expect(clipboardWriteText).toHaveBeenCalledWith(withHandle.link);
    await waitFor(() => expect(labels.values).toEqual(['Copy Link', 'Copied!', 'Copy Link']));
    labels.stop();
  },
};

export const CopyFailed: Story = {
  beforeEach: mockClipboard({ refuse: true }),
  play: async ({ canvasElement }) => {
    await generate(canvasElement);
    const result = within(await card(canvasElement, 'Maya Codes'));
    await result.findByRole('img', { name: /^QR code for/ });
    await userEvent.click(result.getByRole('button', { name: 'Copy Link' }));
    await expect(await result.findByRole('alert')).toHaveTextContent('Failed to copy link');
  },
};

export const ChannelNotFound: Story = {
  args: { logic: withRun(rejectsWith(new ToolFailure('Channel not found', false))) },
  play: async (context) => {
    await generate(context.canvasElement, '@nosuchchannel');
    await showsFailure('Channel not found', { retry: false })(context);
    await expect(box(context.canvasElement)).toHaveValue('@nosuchchannel');
  },
};

const flaky = failsOnce(found(withHandle));
/**
 * The lookup fails: the generator's own text and 'Try again' (the channel kept); the retry runs
 * ('Looking up the channel...') and finds the channel.
 */
export const FailedThenRetry: Story = {
  parameters: { visual: { skip: 'ends as ResultWithHandle draws' } },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await generate(context.canvasElement);
    await main(context.canvasElement).findByRole('alert');
    await expect(box(context.canvasElement)).toHaveValue('@mayacodes');
    await recoversOnRetry(
      'Failed to fetch channel information',
      () => card(context.canvasElement, 'Maya Codes'),
      { running: 'Looking up the channel...', release: flaky.release },
    )(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the link, the lookup under way, or a failure with 'Try again'. */
  state: 'results' | 'running' | 'failed';
  /** The channel's name: try a long one. */
  channelName: string;
  /** The channel's @handle; empty for a channel without one (the link is then its channel page). */
  handle: string;
  /** The channel's subscriber count; -1 for a channel that hides it. */
  subscribers: number;
}

const playgroundRun = ({ state, channelName, handle, subscribers }: PlaygroundArgs): Run => {
  if (state === 'running') return neverSettles;
  if (state === 'failed') return rejectsWith(new Error('HTTP 503'));
  return found(
    subscribeLinkOf({
      ...withHandle.channel,
      title: channelName,
      handle: handle === '' ? null : handle,
      subscribers: subscribers < 0 ? null : subscribers,
    }),
  );
};

/**
 * The machine as a deep link would start it: running at once, without a submitted form (the
 * playground's run needs no channel reference), so every change of the controls shows at once.
 */
const runsAtOnce = (logic: ReturnType<typeof withRun>) =>
  logic.provide({ guards: { hasNoParams: () => false, hasInput: () => true } });

/** For designers: the screen's state, the channel's name, handle and subscribers. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    channelName: withHandle.channel.title,
    handle: withHandle.channel.handle ?? '',
    subscribers: withHandle.channel.subscribers ?? -1,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['results', 'running', 'failed'] },
    subscribers: { control: { type: 'number', min: -1, step: 100 } },
  },
  parameters: {
    visual: { skip: 'a playground for designers: as set, it draws as ResultWithHandle' },
  },
  // A new machine for every change of the controls, so the screen starts over with them.
  render: (args) => (
    <SubscribeLinkGeneratorScreen
      key={JSON.stringify(args)}
      logic={runsAtOnce(withRun(playgroundRun(args)))}
      qrLogic={qrLogic}
    />
  ),
  // The box shows the channel as ResultWithHandle typed it.
  play: async ({ canvasElement }) => {
    const result = within(await card(canvasElement, 'Maya Codes'));
    await expect(await result.findByRole('img', { name: /^QR code for/ })).toBeVisible();
    await userEvent.type(box(canvasElement), '@mayacodes');
  },
};
