import { Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import { accept, reject } from '@/domain/tool-kit/inputResult';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ToolParamValue } from '@/domain/tool-kit/toolParams';
import type { ToolProgress } from '@/domain/tool-kit/toolProgress';
import {
  createToolRunMachine,
  type ToolRunOutput,
  type ToolRunRequest,
} from '@/machines/tool-kit/toolRunMachine';
import { afterAFrame } from '@/test/afterAFrame';
import { ToolRunPanel } from './ToolRunPanel';
import { useToolForm } from './useToolForm';
import { useToolRun } from './useToolRun';

const wordTool = createToolRunMachine<string, string>('storyTool', {
  parse: (param) => (/^[a-z]+$/.test(param) ? accept(param) : reject('Invalid word')),
  failureMessage: 'An error occurred while running the tool',
});

type Run = (request: ToolRunRequest<string>) => Promise<ToolRunOutput<string>>;

const comments = { one: 'comment', other: 'comments' };
const never = () => new Promise<never>(() => undefined);
/** A long run frozen after its third page: it reports once, at once, and never finishes. */
const reportsThenWaits =
  (progress: ToolProgress): Run =>
  ({ onProgress }) => {
    onProgress(progress);
    return never();
  };

/** Runs the tool machine on `param`, with `run` as the provided actor, and shows its panel. */
function PanelOnMachine({ param, run }: { param?: string; run: Run }) {
  const [logic] = useState(() =>
    wordTool.provide({
      actors: { run: fromAbortablePromise(({ input }) => run(input)) },
      actions: { logError: () => undefined },
    }),
  );
  const [snapshot, send] = useToolRun(logic, param);
  return (
    <ToolRunPanel
      snapshot={snapshot}
      onRetry={() => send({ type: 'tool.retry' })}
      runningLabel="Running the tool..."
      progressNoun={comments}
      hint="Type a word above to start."
    >
      {(result) => <Text>Result: {result}</Text>}
    </ToolRunPanel>
  );
}

const formTool = createToolRunMachine<string, string, { word: ToolParamValue }>('storyForm', {
  parse: ({ word }) => (word === '' ? reject('Please enter a word') : accept(word)),
  failureMessage: 'An error occurred while running the tool',
});

/** A form-driven tool (no route parameter): bad input shows at the field, not in the panel. */
function PanelOnForm({ run }: { run: Run }) {
  const [logic] = useState(() =>
    formTool.provide({
      actors: { run: fromAbortablePromise(({ input }) => run(input)) },
      actions: { logError: () => undefined },
    }),
  );
  const form = useToolForm(logic);
  return (
    <Stack>
      <ToolSearchForm
        label="A word"
        submitLabel="Run"
        error={form.fieldError}
        busy={form.snapshot.hasTag('running')}
        onSubmit={(word) => form.submit({ word })}
        onEdit={form.clearError}
      />
      <ToolRunPanel
        snapshot={form.snapshot}
        onRetry={form.retry}
        runningLabel="Running the tool..."
        hint="Type a word above to start."
        invalidAtField
      >
        {(result) => <Text>Result: {result}</Text>}
      </ToolRunPanel>
    </Stack>
  );
}

const meta = {
  title: 'Tools/tool-kit/ToolRunPanel',
  component: PanelOnMachine,
  parameters: { layout: 'padded' },
  args: { run: ({ query }) => Promise.resolve({ result: query.toUpperCase(), units: 2 }) },
} satisfies Meta<typeof PanelOnMachine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Type a word above to start.')).toBeVisible();
  },
};

export const Running: Story = {
  args: { param: 'hello', run: never },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Running the tool...',
    );
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const RunningWithProgress: Story = {
  args: { param: 'hello', run: reportsThenWaits({ pages: 3, items: 300, total: 1000 }) },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    const bar = await panel.findByRole('progressbar', {
      name: 'Fetched 300 of 1,000 comments (3 pages)',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(panel.getByRole('status')).toHaveTextContent('Running the tool...');
  },
};

export const RunningWithProgressOfUnknownTotal: Story = {
  args: { param: 'hello', run: reportsThenWaits({ pages: 1, items: 1, total: null }) },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: 'Fetched 1 comment (1 page)',
    });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Results: Story = {
  args: { param: 'hello' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(await panel.findByText('Result: HELLO')).toBeVisible();
    await expect(panel.getByText('This run used 2 YouTube API quota units.')).toBeVisible();
  },
};

export const InvalidParameter: Story = {
  args: { param: 'hello!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid word');
  },
};

/** A run that fails a frame after it starts, as a real one does. */
const failsAfterAFrame = fn(async () => {
  await afterAFrame();
  throw new Error('HTTP 503');
});

/** A retry that fails again: focus is back on 'Try again', where the visitor left it. */
export const FailedWithRetry: Story = {
  args: { param: 'hello', run: failsAfterAFrame },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred while running the tool');
    const runsBefore = failsAfterAFrame.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failsAfterAFrame).toHaveBeenCalledTimes(runsBefore + 1));
    await expect(failsAfterAFrame.mock.results[runsBefore]?.value).rejects.toThrow('HTTP 503');
    const again = await within(canvasElement).findByRole('alert');
    await expect(within(again).getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

export const FailedWithoutRetry: Story = {
  args: { param: 'hello', run: () => Promise.reject(new ToolFailure('Video not found', false)) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Video not found');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/**
 * YouTube's quota used up, as every YouTube tool's run reports it (services/tool-kit/
 * youtubeFailures.ts): its message, 'Try again', and no spinner left behind.
 */
export const QuotaExceeded: Story = {
  args: {
    param: 'hello',
    run: () => Promise.reject(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true, 403)),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(YOUTUBE_FAILURE_MESSAGES.quota);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** A form-driven tool: a blank submit says so under the field; the panel keeps its hint. */
export const FormInvalidAtField: Story = {
  render: (args) => <PanelOnForm run={args.run} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const box = canvas.getByRole('textbox', { name: 'A word' });
    await expect(box).toHaveAccessibleDescription('Please enter a word');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByText('Type a word above to start.')).toBeVisible();
  },
};

/** The same form after a valid submit: the panel shows the run's results. */
export const FormResults: Story = {
  render: (args) => <PanelOnForm run={args.run} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'A word' }), 'hello{Enter}');
    await expect(await canvas.findByText('Result: HELLO')).toBeVisible();
  },
};
