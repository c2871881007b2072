import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { clipboardWriteText, mockClipboard } from '../../../../.storybook/mocks/clipboard';
import { atViewport } from '../../../../.storybook/viewports';
import { editingTags } from '@/components/tools/tag-generator/TagChips.fixtures';
import type { TagGeneration } from '@/domain/tools/tag-generator/tagGenerator';
import { tagGeneratorMachine } from '@/machines/tools/tag-generator/tagGeneratorMachine';
import {
  failsOnce,
  kitStateRun,
  mainRegion as main,
  recoversOnRetry,
  type ScriptedRun,
  scriptedRuns,
} from '@/screens/tool-kit/toolStories';
import { TagGeneratorScreen } from './TagGeneratorScreen';

type Run = ScriptedRun<string, TagGeneration>;

const withRun = scriptedRuns(tagGeneratorMachine);

const generated: Run = ({ query }) =>
  Promise.resolve({ result: { title: query, tags: editingTags }, units: 101 });
const nothingFound: Run = ({ query }) =>
  Promise.resolve({ result: { title: query, tags: [] }, units: 100 });

const TITLE = 'how to edit videos';
const routePath = '/tools/tag-generator/:searchTitle?';
const deepLink = (title: string) => ({
  shell: true,
  route: `/tools/tag-generator/${encodeURIComponent(title)}`,
  routePath,
});

const meta = {
  title: 'Tools/tag-generator/TagGeneratorScreen',
  component: TagGeneratorScreen,
  parameters: {
    shell: true,
    route: '/tools/tag-generator',
    routePath,
    machineStates: {
      starting: 'Results',
      idle: 'Idle',
      // Not reached from this screen: a title that trims to nothing is a bare route (idle), and
      // the box says 'Please enter a video title' itself (BlankTitle).
      invalid: 'Tools/tool-kit/ToolRunPanel#InvalidParameter',
      running: 'Tools/tool-kit/ToolRunPanel#Running',
      results: ['Results', 'ResultsMobile', 'AfterRemovingChips', 'NoTagsFound'],
      failed: 'Tools/tool-kit/ToolRunPanel#FailedWithRetry',
    },
  },
  args: { logic: withRun(generated) },
} satisfies Meta<typeof TagGeneratorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleBox = (canvasElement: HTMLElement) =>
  main(canvasElement).getByRole('textbox', { name: 'Video title' });
const chips = (canvasElement: HTMLElement) =>
  main(canvasElement).getAllByRole('button', { name: /^Remove tag / });

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(titleBox(canvasElement)).toHaveValue('');
    await expect(main(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const TypeATitle: Story = {
  parameters: { visual: { skip: 'ends as Results draws' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(titleBox(canvasElement), `${TITLE}{Enter}`);
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '10 tags' })).toBeVisible();
    await expect(page.getByText('This run used 101 YouTube API quota units.')).toBeVisible();
  },
};

export const BlankTitle: Story = {
  play: async ({ canvasElement }) => {
    const box = titleBox(canvasElement);
    await userEvent.type(box, '   {Enter}');
    await expect(box).toHaveAccessibleDescription('Please enter a video title');
    await userEvent.type(box, 'a');
    await expect(box).not.toHaveAccessibleDescription('Please enter a video title');
  },
};

export const Results: Story = {
  parameters: deepLink(TITLE),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: '10 tags' })).toBeVisible();
    await expect(titleBox(canvasElement)).toHaveValue(TITLE);
    await expect(page.getByText('205 / 500 characters')).toBeVisible();
  },
};

export const ResultsMobile: Story = {
  ...Results,
  globals: atViewport('mobile'),
};

/** Removing chips shortens the list and the character count. */
export const AfterRemovingChips: Story = {
  parameters: deepLink(TITLE),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 2, name: '10 tags' });
    await userEvent.click(page.getByRole('button', { name: 'Remove tag how to edit videos' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove tag color grading' }));
    await expect(page.getByRole('heading', { level: 2, name: '8 tags' })).toBeVisible();
    await expect(chips(canvasElement)).toHaveLength(8);
    await expect(page.getByText('168 / 500 characters')).toBeVisible();
  },
};

/** The last chip removed with the keyboard hands focus to the title box, never the page. */
export const LastChipRemovedByKeyboard: Story = {
  parameters: { ...deepLink(TITLE), visual: { skip: 'focus only: ends as AllRemoved draws' } },
  args: {
    logic: withRun(({ query }) =>
      Promise.resolve({ result: { title: query, tags: editingTags.slice(0, 1) }, units: 101 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const chip = await page.findByRole('button', { name: 'Remove tag how to edit videos' });
    chip.focus();
    await userEvent.keyboard('{Enter}');
    await expect(page.getByRole('heading', { level: 2, name: '0 tags' })).toBeVisible();
    await waitFor(() => expect(titleBox(canvasElement)).toHaveFocus());
  },
};

/** 'Copy Tags' copies the chips left, and the button reads 'Copied!' (for 2 s). */
export const Copied: Story = {
  parameters: {
    ...deepLink(TITLE),
    visual: {
      skip: "'Copied!' lasts 2 s, so its look is drawn by TagGeneratorResult/Copied, held there",
    },
  },
  beforeEach: mockClipboard(),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 2, name: '10 tags' });
    await userEvent.click(page.getByRole('button', { name: 'Remove tag jump cuts' }));
    await userEvent.click(page.getByRole('button', { name: 'Copy Tags' }));
    await expect(await page.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(clipboardWriteText).toHaveBeenCalledWith(
      editingTags
        .map(({ tag }) => tag)
        .filter((tag) => tag !== 'jump cuts')
        .join(', '),
    );
  },
};

export const CopyFailed: Story = {
  parameters: deepLink(TITLE),
  beforeEach: mockClipboard({ refuse: true }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 2, name: '10 tags' });
    await userEvent.click(page.getByRole('button', { name: 'Copy Tags' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Failed to copy tags');
  },
};

export const NoTagsFound: Story = {
  parameters: deepLink('qwxzv plmokn'),
  args: { logic: withRun(nothingFound) },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 2, name: 'No tags found' }),
    ).toBeVisible();
  },
};

/** 'Clear' empties the box and the tags and goes back to the bare route (idle). */
export const Clear: Story = {
  parameters: { ...deepLink(TITLE), visual: { skip: 'ends as Idle draws' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await page.findByRole('heading', { level: 2, name: '10 tags' });
    await userEvent.click(page.getByRole('button', { name: 'Clear' }));
    // The box empties at once; the chips go when the bare route resets the run (a render later).
    await waitFor(() => expect(titleBox(canvasElement)).toHaveValue(''));
    await waitFor(() => expect(page.queryByRole('list', { name: 'Generated tags' })).toBeNull());
  },
};

const TAGS_FAILED = 'Failed to generate tags. Please try again later.';

const flaky = failsOnce(generated);
/**
 * The first run fails with the generator's own text and 'Try again' (the title kept); the retry
 * runs ('Generating tags...') and succeeds.
 */
export const FailedThenRetry: Story = {
  parameters: { ...deepLink(TITLE), visual: { skip: 'ends as Results draws' } },
  beforeEach: flaky.reset,
  args: { logic: withRun(flaky.run) },
  play: async (context) => {
    await main(context.canvasElement).findByRole('alert');
    await expect(titleBox(context.canvasElement)).toHaveValue(TITLE);
    await recoversOnRetry(
      TAGS_FAILED,
      (page) => page.findByRole('heading', { level: 2, name: '10 tags' }),
      { running: 'Generating tags...', release: flaky.release },
    )(context);
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Which of the screen's states to show: the tags, none found, a run in progress, or a failure. */
  state: 'results' | 'noTagsFound' | 'running' | 'failed' | 'quotaUsedUp';
  /** How many tags the list holds (the count and the character meter follow). */
  tagCount: number;
  /** The first tag: try a long one. */
  firstTag: string;
}

const playgroundRun = ({ state, tagCount, firstTag }: PlaygroundArgs): Run => {
  if (state === 'noTagsFound') return nothingFound;
  const kitRun = kitStateRun(state);
  if (kitRun) return kitRun;
  const tags = editingTags
    .map((candidate, index) => (index === 0 ? { ...candidate, tag: firstTag } : candidate))
    .slice(0, tagCount);
  return ({ query }) => Promise.resolve({ result: { title: query, tags }, units: 101 });
};

/** For designers: the screen's state, the number of tags and the first one's text. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    state: 'results',
    tagCount: editingTags.length,
    firstTag: editingTags[0]?.tag ?? '',
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['results', 'noTagsFound', 'running', 'failed', 'quotaUsedUp'],
    },
    tagCount: { control: { type: 'range', min: 1, max: editingTags.length, step: 1 } },
  },
  parameters: {
    ...deepLink(TITLE),
    visual: { skip: 'a playground for designers: as set, it draws as Results' },
  },
  // A new machine for every change of the controls, so the run starts over with them.
  render: (args) => (
    <TagGeneratorScreen key={JSON.stringify(args)} logic={withRun(playgroundRun(args))} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { level: 2, name: '10 tags' }),
    ).toBeVisible();
  },
};
