import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import {
  PICKER_NOW,
  giveawayComments,
  pickerComment,
  winnerComment,
} from '@/components/tools/comment-picker/WinnerCard.fixtures';
import { COMMENT_PICKER_MESSAGES } from '@/domain/tools/comment-picker/commentPicker';
import { shuffleDelays, type RandomFill } from '@/domain/tools/comment-picker/commentPickerDraw';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import type { VideoComments } from '@/domain/tool-kit/videoComments';
import {
  commentDrawMachine,
  commentPickerMachine,
  type DrawClock,
} from '@/machines/tools/comment-picker/commentPickerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import { neverSettles, rejectsWith } from '@/screens/tool-kit/toolStories';
import { CommentPickerScreen } from './CommentPickerScreen';

type Run = (request: ToolRunRequest<string>) => Promise<ToolRunOutput<VideoComments>>;

let runs = 0;
const withRun = (run: Run) =>
  commentPickerMachine.provide({
    actors: {
      run: fromAbortablePromise(({ input }) => {
        runs += 1;
        return run(input);
      }),
    },
    actions: { logError: () => undefined },
  });

const loaded =
  (result: VideoComments = giveawayComments): Run =>
  ({ query }) =>
    Promise.resolve({ result: { ...result, videoId: query }, units: 1 });

/** Random words that are always `word`: index `word` of the entries wins (for small lists). */
const always =
  (word: number): RandomFill =>
  (words) =>
    words.fill(word);

/** The draw's clock for the stories that shuffle: simulated, so nothing runs unless moved. */
let simulated = new SimulatedClock();
const storyClock: DrawClock = {
  setTimeout: (fn, ms) => simulated.setTimeout(fn, ms),
  clearTimeout: (id: number) => {
    simulated.clearTimeout(id);
  },
};
/** Moves the simulated clock as real time would (a timer set while flushing starts then). */
const advance = (ms: number) => {
  for (let i = 0; i < ms; i += 1) simulated.increment(1);
};

const deepLink = (videoId: string) => ({
  route: `/tools/comment-picker/${videoId}`,
});

const meta = {
  title: 'Tools/comment-picker/CommentPickerScreen',
  component: CommentPickerScreen,
  parameters: {
    shell: true,
    route: '/tools/comment-picker',
    routePath: '/tools/comment-picker/:videoId?',
    machineStates: {
      starting: 'Winner',
      idle: 'Idle',
      invalid: 'Tools/tool-kit/ToolRunPanel#InvalidParameter',
      running: 'LoadingComments',
      results: [
        'Winner',
        'WinnerMobile',
        'ShufflingFrozen',
        'RerollUntilNobodyLeft',
        'KeywordFilter',
        'NoMatches',
      ],
      failed: ['NoComments', 'Tools/tool-kit/ToolRunPanel#FailedWithRetry'],
    },
  },
  args: {
    logic: withRun(loaded()),
    drawLogic: commentDrawMachine,
    random: always(3),
    reducedMotion: true,
    drawClock: storyClock,
    now: () => PICKER_NOW,
  },
  beforeEach: () => {
    runs = 0;
    simulated = new SimulatedClock();
  },
} satisfies Meta<typeof CommentPickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const urlBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'YouTube video URL' });
const winnerCard = (canvasElement: HTMLElement, name: string) =>
  main(canvasElement).findByRole('article', { name });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(urlBox(canvasElement)).toHaveValue('');
    await expect(
      main(canvasElement).getByRole('checkbox', { name: 'One entry per commenter' }),
    ).toBeChecked();
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const box = urlBox(canvasElement);
    await userEvent.type(box, 'https://vimeo.com/12345{Enter}');
    await expect(box).toHaveAccessibleDescription(COMMENT_PICKER_MESSAGES.invalidUrl);
    await expect(box).toHaveValue('https://vimeo.com/12345');
    await expect(runs).toBe(0);
  },
};

export const LoadingComments: Story = {
  parameters: deepLink('JVgiveAway8'),
  args: {
    logic: withRun(({ onProgress }) => {
      onProgress({ pages: 3, items: 300, total: 1000 });
      return new Promise(() => undefined);
    }),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Loading comments...');
    await expect(
      await page.findByRole('progressbar', { name: 'Fetched 300 of 1,000 comments (3 pages)' }),
    ).toBeVisible();
  },
};

/** The shuffle stopped on a known frame: a simulated clock moved 1 s, no timer running. */
export const ShufflingFrozen: Story = {
  parameters: deepLink('JVgiveAway8'),
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText('Shuffling names…')).toBeVisible();
    // Frames start at 0, 50, 103, … ms: at 1 s the 14th name (index 13) is showing.
    advance(1000);
    const shown = giveawayComments.comments[13 % giveawayComments.comments.length]?.author;
    await expect(await page.findByText(shown ?? '')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.queryByRole('article')).toBeNull();
  },
};

/** After 4 s of shuffle the name lands on the winner drawn before it started. */
export const ShuffleLandsOnWinner: Story = {
  parameters: { ...deepLink('JVgiveAway8'), visual: { skip: 'ends as Winner draws' } },
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByText('Shuffling names…');
    advance(shuffleDelays().reduce((sum, delay) => sum + delay, 0) - 1);
    await expect(await page.findByText(winnerComment.author)).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(page.queryByRole('article')).toBeNull();
    advance(1);
    await expect(await winnerCard(canvasElement, winnerComment.author)).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(`The winner is ${winnerComment.author}.`),
      ).toBeInTheDocument(),
    );
  },
};

/** Reduced motion: the winner at once, no shuffle, no confetti. */
export const Winner: Story = {
  parameters: deepLink('JVgiveAway8'),
  play: async ({ canvasElement }) => {
    const card = await winnerCard(canvasElement, winnerComment.author);
    await expect(within(card).getByText('2 days ago')).toBeVisible();
    await expect(within(card).getByText(/<b>Pick me<\/b> please/)).toBeVisible();
    await expect(
      main(canvasElement).getByText('12 comments · 12 eligible entries · 11 left to draw'),
    ).toBeVisible();
    await expect(
      main(canvasElement).getByText(/This run used 1 YouTube API quota unit/),
    ).toBeVisible();
  },
};

export const WinnerMobile: Story = {
  ...Winner,
  globals: atViewport('mobile'),
};

/** Three commenters: two rerolls draw the other two, then nobody is left. */
export const RerollUntilNobodyLeft: Story = {
  parameters: deepLink('JVgiveAway8'),
  args: {
    random: always(0),
    logic: withRun(
      loaded({ videoId: 'x', more: false, comments: [0, 1, 2].map((n) => pickerComment(n)) }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await winnerCard(canvasElement, '@mayaedits');
    await userEvent.click(page.getByRole('button', { name: 'Reroll Winner' }));
    await winnerCard(canvasElement, '@cutbycut');
    await userEvent.click(page.getByRole('button', { name: 'Reroll Winner' }));
    await winnerCard(canvasElement, '@framejunkie');
    const earlier = page.getByRole('region', { name: 'Earlier winners' });
    await expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['@mayaedits', '@cutbycut']);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      COMMENT_PICKER_MESSAGES.noMoreEntries,
    );
    await expect(page.getByRole('button', { name: 'Reroll Winner' })).toBeDisabled();
    await expect(runs).toBe(1);
  },
};

/**
 * Reroll Winner from the keyboard: the button gives way to the shuffle, which takes focus, and
 * the new winner's card has it when the shuffle ends (never the page).
 */
export const RerollByKeyboard: Story = {
  parameters: {
    ...deepLink('JVgiveAway8'),
    visual: { skip: 'focus only: the card drawn as Winner draws one' },
  },
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const shuffle = shuffleDelays().reduce((sum, delay) => sum + delay, 0);
    await page.findByText('Shuffling names…');
    advance(shuffle);
    await winnerCard(canvasElement, winnerComment.author);
    page.getByRole('button', { name: 'Reroll Winner' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByText('Shuffling names…').parentElement).toHaveFocus());
    advance(shuffle);
    const next = await page.findByRole('article');
    await expect(next).not.toHaveAccessibleName(winnerComment.author);
    await waitFor(() => expect(next).toHaveFocus());
  },
};

/** The options change the count at once, without loading again. */
export const KeywordFilter: Story = {
  parameters: deepLink('JVgiveAway8'),
  args: {
    logic: withRun(
      loaded({
        ...giveawayComments,
        comments: giveawayComments.comments.map((comment, n) =>
          n % 4 === 0 ? { ...comment, text: 'Entering the #Giveaway!' } : comment,
        ),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await winnerCard(canvasElement, winnerComment.author);
    await userEvent.type(
      page.getByRole('textbox', { name: 'Only comments containing' }),
      '#giveaway',
    );
    await expect(page.getByText('12 comments · 3 eligible entries')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Reroll Winner' }));
    await winnerCard(canvasElement, '@mayaedits');
    await expect(runs).toBe(1);
  },
};

/**
 * The keyword leaves nobody: said at once, after a win as before one (then no winner is drawn).
 */
export const NoMatches: Story = {
  parameters: deepLink('JVgiveAway8'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const keyword = page.getByRole('textbox', { name: 'Only comments containing' });
    await winnerCard(canvasElement, winnerComment.author);
    await userEvent.type(keyword, 'zzz');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      COMMENT_PICKER_MESSAGES.noMatches,
    );
    await expect(page.getByRole('button', { name: 'Reroll Winner' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Start Over' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Only comments containing' }), 'zzz');
    await userEvent.type(urlBox(canvasElement), 'JVgiveAway8{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      COMMENT_PICKER_MESSAGES.noMatches,
    );
  },
};

/** Start Over resets everything: the box, the options, the winner, the route. */
export const StartOver: Story = {
  parameters: { ...deepLink('JVgiveAway8'), visual: { skip: 'ends as Idle draws' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await winnerCard(canvasElement, winnerComment.author);
    await userEvent.click(page.getByRole('checkbox', { name: 'One entry per commenter' }));
    await userEvent.click(page.getByRole('button', { name: 'Start Over' }));
    await waitFor(() => expect(page.queryByRole('article')).toBeNull());
    await expect(urlBox(canvasElement)).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'One entry per commenter' })).toBeChecked();
  },
};

export const NoComments: Story = {
  parameters: deepLink('FreshNoCmt0'),
  args: {
    logic: withRun(() =>
      Promise.reject(new ToolFailure(COMMENT_PICKER_MESSAGES.noComments, false)),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No comments found.');
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The load fails once; 'Try again' loads and draws. */
export const FailedThenRetry: Story = {
  args: {
    logic: withRun((request) =>
      runs === 1 ? Promise.reject(new Error('HTTP 503')) : loaded()(request),
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch comments');
    await expect(urlBox(canvasElement)).toHaveValue('JVgiveAway8');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await winnerCard(canvasElement, winnerComment.author)).toBeVisible();
  },
  parameters: { ...deepLink('JVgiveAway8'), visual: { skip: 'ends as Winner draws' } },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the winner, the comments loading, or a failure with 'Try again'. */
  state: 'winner' | 'loading' | 'failed';
  /** How many comments the video has (each by another commenter; the fourth one wins). */
  commentCount: number;
  /** The winning comment's text: try a long one. */
  winnerText: string;
}

const playgroundRun = ({ state, commentCount, winnerText }: PlaygroundArgs): Run => {
  if (state === 'loading') return neverSettles;
  if (state === 'failed') return rejectsWith(new Error('HTTP 503'));
  const comments = Array.from({ length: commentCount }, (_, n) =>
    n === 3
      ? { ...winnerComment, text: winnerText }
      : (giveawayComments.comments[n] ?? pickerComment(n)),
  );
  return loaded({ ...giveawayComments, comments });
};

/** For designers: the screen's state, the number of comments and the winner's text. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'winner',
    commentCount: giveawayComments.comments.length,
    winnerText: winnerComment.text,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['winner', 'loading', 'failed'] },
    commentCount: { control: { type: 'range', min: 4, max: 200, step: 1 } },
  },
  parameters: {
    ...deepLink('JVgiveAway8'),
    visual: { skip: 'a playground for designers: as set, it draws as Winner' },
  },
  // A new machine for every change of the controls, so the deep link loads and draws again.
  render: (args) => (
    <CommentPickerScreen
      key={JSON.stringify(args)}
      {...meta.args}
      logic={withRun(playgroundRun(args))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await winnerCard(canvasElement, winnerComment.author)).toBeVisible();
  },
};
