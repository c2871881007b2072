import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import {
  loadedTranscript,
  noTranscriptFallback,
  transcriptCues,
  uploadedCaptions,
  uploadedSrt,
} from '@/components/tools/youtube-transcript/YoutubeTranscriptResult.fixtures';
import {
  TRANSCRIPT_FILE_MESSAGES,
  TRANSCRIPT_MESSAGES,
  transcriptText,
  type CaptionFile,
  type TranscriptResult,
} from '@/domain/tools/youtube-transcript/transcript';
import { transcriptDownloads } from '@/domain/tools/youtube-transcript/transcriptCues';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import {
  transcriptFileMachine,
  youtubeTranscriptMachine,
  type CaptionFileInput,
} from '@/machines/tools/youtube-transcript/youtubeTranscriptMachine';
import { rejectsWith } from '@/screens/tool-kit/toolStories';
import { YoutubeTranscriptScreen } from './YoutubeTranscriptScreen';

type Run = (request: ToolRunRequest<string>) => Promise<ToolRunOutput<TranscriptResult>>;

const withRun = (run: Run) =>
  youtubeTranscriptMachine.provide({
    actors: { run: fromAbortablePromise(({ input }) => run(input)) },
    actions: { logError: () => undefined },
  });

const withFileReader = (read: (input: CaptionFileInput) => Promise<CaptionFile>) =>
  transcriptFileMachine.provide({
    actors: { read: fromAbortablePromise(({ input }) => read(input)) },
  });

const loaded: Run = ({ query }) =>
  Promise.resolve({ result: { ...loadedTranscript, videoId: query }, units: 0 });
const fellBack: Run = ({ query }) =>
  Promise.resolve({ result: { ...noTranscriptFallback, videoId: query }, units: 0 });
const neverSettles: Run = () => new Promise(() => undefined);
const readsTheFixture = () => Promise.resolve(uploadedCaptions);

const deepLink = (videoId: string) => ({
  shell: true,
  route: `/tools/youtube-transcript/${videoId}`,
  routePath: '/tools/youtube-transcript/:videoId?',
});

const meta = {
  title: 'Tools/youtube-transcript/YoutubeTranscriptScreen',
  component: YoutubeTranscriptScreen,
  parameters: {
    shell: true,
    route: '/tools/youtube-transcript',
    routePath: '/tools/youtube-transcript/:videoId?',
    machineStates: {
      starting: ['Loaded', 'InvalidDeepLink'],
      idle: 'Idle',
      invalid: 'InvalidDeepLink',
      running: 'Loading',
      results: ['Loaded', 'LoadedMobile', 'CaptionedPlayer', 'CaptionsFileRefused'],
      failed: ['VideoNotFound', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: { logic: withRun(loaded), fileLogic: withFileReader(readsTheFixture) },
} satisfies Meta<typeof YoutubeTranscriptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const urlBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube video URL' });
const viewButton = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('button', { name: 'View Transcript' });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(urlBox(canvasElement)).toHaveValue('');
    await expect(viewButton(canvasElement)).toBeDisabled();
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Typing a link and 'View Transcript': the transcript loads with the success message. */
export const ViewByTyping: Story = {
  parameters: { visual: { skip: 'ends as Loaded draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(urlBox(canvasElement), 'https://www.youtube.com/watch?v=JVreel2025a');
    await userEvent.click(viewButton(canvasElement));
    const page = main(canvasElement);
    await expect(await page.findByText('Transcript loaded successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Transcript' })).toHaveValue(
      loadedTranscript.text,
    );
  },
};

/** A link that is not YouTube's: the documented message in the red box; the text stays. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const box = urlBox(canvasElement);
    await userEvent.type(box, 'https://vimeo.com/12345{Enter}');
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Invalid YouTube URL. Please check the URL and try again.',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('https://vimeo.com/12345');
    await userEvent.type(box, '6');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const InvalidDeepLink: Story = {
  parameters: deepLink('not%20a%20video'),
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid YouTube URL. Please check the URL and try again.',
    );
  },
};

export const Loading: Story = {
  parameters: deepLink('JVreel2025a'),
  args: { logic: withRun(neverSettles) },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading transcript...',
    );
    await expect(viewButton(canvasElement)).toBeDisabled();
    await expect(urlBox(canvasElement)).toHaveValue('JVreel2025a');
  },
};

export const Loaded: Story = {
  parameters: deepLink('JVreel2025a'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Transcript loaded successfully')).toBeVisible();
    await expect(page.getByText('This run used 0 YouTube API quota units.')).toBeVisible();
  },
};

export const LoadedMobile: Story = {
  ...Loaded,
  globals: atViewport('mobile'),
};

/**
 * The captioned-player fallback (docs/product.md, youtube-transcript): 'Video loaded with captions'
 * and why.
 */
export const CaptionedPlayer: Story = {
  parameters: deepLink('MayaNoCmt0A'),
  args: { logic: withRun(fellBack) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Video loaded with captions')).toBeVisible();
    await expect(page.getByText(/^No transcript found/)).toBeVisible();
    await expect(page.getByTitle('Video MayaNoCmt0A with English captions')).toBeVisible();
  },
};

/** In the fallback, pasted captions give the transcript with timestamps. */
export const CaptionsFromPaste: Story = {
  parameters: {
    ...deepLink('MayaNoCmt0A'),
    visual: { skip: 'ends as TranscriptResult/FromCaptionsFile draws, inside the page' },
  },
  args: { logic: withRun(fellBack) },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const paste = await page.findByRole('textbox', { name: 'Or paste captions' });
    await userEvent.click(paste);
    await userEvent.paste(uploadedSrt);
    await userEvent.click(page.getByRole('button', { name: 'Use pasted captions' }));
    await expect(await page.findByRole('textbox', { name: 'Transcript' })).toHaveValue(
      'From the uploaded file: hello. A second line, a minute in.',
    );
    await expect(
      await page.findByRole('button', { name: 'Play from 1 minute 2 seconds' }),
    ).toBeVisible();
  },
};

export const CaptionsFileRefused: Story = {
  parameters: {
    ...deepLink('MayaNoCmt0A'),
    visual: { skip: 'the refusal is drawn by TranscriptResult/CaptionsFileRefused' },
  },
  args: {
    logic: withRun(fellBack),
    fileLogic: withFileReader(() =>
      Promise.reject(new ToolFailure(TRANSCRIPT_FILE_MESSAGES.empty, false)),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const paste = await page.findByRole('textbox', { name: 'Or paste captions' });
    await userEvent.type(paste, 'just words');
    await userEvent.click(page.getByRole('button', { name: 'Use pasted captions' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(TRANSCRIPT_FILE_MESSAGES.empty);
  },
};

/** An unknown or deleted video: 'Video not found' in the red box, no player, no 'Try again'. */
export const VideoNotFound: Story = {
  parameters: deepLink('Unknown0000'),
  args: {
    logic: withRun(rejectsWith(new ToolFailure(TRANSCRIPT_MESSAGES.videoNotFound, false))),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Video not found');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(page.queryByTitle(/^Video Unknown0000/)).toBeNull();
    await expect(page.queryByText('Video loaded with captions')).toBeNull();
  },
};

let attempts = 0;
/** The run itself fails (it cannot even fall back): the red box and 'Try again'. */
export const FailedThenRetry: Story = {
  parameters: { ...deepLink('JVreel2025a'), visual: { skip: 'ends as Loaded draws' } },
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    logic: withRun((request) => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('boom')) : loaded(request);
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Failed to load transcript. The video might not have captions available.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(page.getByText('Transcript loaded successfully')).toBeVisible());
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /**
   * Which of the screen's states to show: the transcript, the captioned-player fallback, the
   * transcript loading, or a failure with 'Try again'.
   */
  state: 'loaded' | 'captionedPlayer' | 'loading' | 'failed';
  /** How many lines the transcript has. */
  lineCount: number;
  /** The transcript's first line: try a long one. */
  firstLine: string;
}

/** The fixture's lines, then more of them, a few seconds apart after its last one. */
const playgroundCues = (count: number, firstLine: string) =>
  Array.from({ length: count }, (_, n) => {
    const cue = transcriptCues[n] ?? {
      startMs: 130_000 + (n - transcriptCues.length) * 4_000,
      endMs: 133_000 + (n - transcriptCues.length) * 4_000,
      text: `Line ${String(n + 1)}: one more thought on pacing.`,
    };
    return n === 0 ? { ...cue, text: firstLine } : cue;
  });

const playgroundRun = ({ state, lineCount, firstLine }: PlaygroundArgs): Run => {
  if (state === 'captionedPlayer') return fellBack;
  if (state === 'loading') return neverSettles;
  if (state === 'failed') return rejectsWith(new Error('boom'));
  const cues = playgroundCues(lineCount, firstLine);
  return ({ query }) =>
    Promise.resolve({
      result: {
        ...loadedTranscript,
        videoId: query,
        cues,
        text: transcriptText(cues),
        downloads: transcriptDownloads(cues),
      },
      units: 0,
    });
};

/** For designers: the screen's state, the transcript's number of lines and its first line. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'loaded',
    lineCount: transcriptCues.length,
    firstLine: transcriptCues[0]?.text ?? '',
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['loaded', 'captionedPlayer', 'loading', 'failed'],
    },
    lineCount: { control: { type: 'range', min: 1, max: 120, step: 1 } },
  },
  parameters: {
    ...deepLink('JVreel2025a'),
    visual: { skip: 'a playground for designers: as set, it draws as Loaded' },
  },
  // A new machine for every change of the controls, so the deep link loads again with them.
  render: (args) => (
    <YoutubeTranscriptScreen
      key={JSON.stringify(args)}
      {...meta.args}
      logic={withRun(playgroundRun(args))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText('Transcript loaded successfully'),
    ).toBeVisible();
  },
};
