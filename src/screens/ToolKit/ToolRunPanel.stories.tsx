import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { accept, reject } from '@/domain/tools/inputResult';
import { ToolFailure } from '@/domain/tools/toolFailure';
import { createToolRunMachine } from '@/machines/toolRunMachine';
import { ToolRunPanel } from './ToolRunPanel';
import { useToolRun } from './useToolRun';

const wordTool = createToolRunMachine<string, string>('storyTool', {
  parse: (param) => (/^[a-z]+$/.test(param) ? accept(param) : reject('Invalid word')),
  failureMessage: 'An error occurred while running the tool',
});

type Run = (query: string) => Promise<{ result: string; units: number }>;

/** Runs the tool machine on `param`, with `run` as the provided actor, and shows its panel. */
function PanelOnMachine({ param, run }: { param?: string; run: Run }) {
  const [logic] = useState(() =>
    wordTool.provide({
      actors: { run: fromPromise(({ input }) => run(input.query)) },
      actions: { logError: () => undefined },
    }),
  );
  const [snapshot, send] = useToolRun(logic, param);
  return (
    <ToolRunPanel
      snapshot={snapshot}
      onRetry={() => send({ type: 'tool.retry' })}
      runningLabel="Running the tool..."
      hint="Type a word above to start."
    >
      {(result) => <Text>Result: {result}</Text>}
    </ToolRunPanel>
  );
}

const meta = {
  title: 'Screens/ToolKit/ToolRunPanel',
  component: PanelOnMachine,
  parameters: { layout: 'padded' },
  args: { run: (query) => Promise.resolve({ result: query.toUpperCase(), units: 2 }) },
} satisfies Meta<typeof PanelOnMachine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Type a word above to start.')).toBeVisible();
  },
};

export const Running: Story = {
  args: { param: 'hello', run: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Running the tool...',
    );
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

export const FailedWithRetry: Story = {
  args: { param: 'hello', run: () => Promise.reject(new Error('HTTP 503')) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred while running the tool');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
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
