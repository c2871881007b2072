/**
 * What the stories of every YouTube tool's screen share (stories only; the app never imports
 * this): the tool's machine with a scripted run, the page's main region, and the plays of the
 * failure states every tool has (an alert with or without 'Try again', a retry that succeeds).
 */
import { expect, userEvent, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import type { ToolParams, ToolParamValue } from '@/domain/tool-kit/toolParams';
import type {
  ToolRunLogic,
  ToolRunOutput,
  ToolRunRequest,
} from '@/machines/tool-kit/toolRunMachine';

/** A scripted run of a tool: what the app's YouTube run would answer. */
export type ScriptedRun<TInput, TResult> = (
  request: ToolRunRequest<TInput>,
) => Promise<ToolRunOutput<TResult>>;

/** `withRun(run)`: the tool's machine answering with `run`, logging nothing. */
export function scriptedRuns<TInput, TResult, TParams extends ToolParams = ToolParamValue>(
  machine: ToolRunLogic<TInput, TResult, TParams>,
) {
  return (run: ScriptedRun<TInput, TResult>) =>
    machine.provide({
      actors: { run: fromAbortablePromise(({ input }) => run(input)) },
      actions: { logError: () => undefined },
    });
}

/** A run that never answers: the screen stays busy. */
export const neverSettles = (): Promise<never> => new Promise(() => undefined);

/** A run that fails with `failure`. */
export const rejectsWith = (failure: Error) => (): Promise<never> => Promise.reject(failure);

/**
 * A run whose first call fails (HTTP 503) and whose later calls answer as `then` does, once
 * `release` is called (recoversOnRetry calls it after it has seen the retry running). Call
 * `reset` in the story's `beforeEach`, so every visit starts with the failure.
 */
export function failsOnce<TInput, TResult>(then: ScriptedRun<TInput, TResult>) {
  let attempts = 0;
  let release: () => void = () => undefined;
  let released: Promise<void> = Promise.resolve();
  return {
    run: ((request) => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('HTTP 503'))
        : released.then(() => then(request));
    }) satisfies ScriptedRun<TInput, TResult>,
    reset: () => {
      attempts = 0;
      released = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/** The page's main region, where a tool screen draws. */
export const mainRegion = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('main'));

interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * Play: the screen shows an alert saying `text`, with 'Try again' when trying again can help
 * (a quota, a network failure) and without when it cannot (not found).
 */
export function showsFailure(text: string, { retry }: { retry: boolean }) {
  return async ({ canvasElement }: PlayContext) => {
    const alert = await mainRegion(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text);
    const tryAgain = within(alert).queryByRole('button', { name: 'Try again' });
    if (retry) await expect(tryAgain).toBeVisible();
    else await expect(tryAgain).toBeNull();
    await expect(mainRegion(canvasElement).queryByRole('status')).toBeNull();
  };
}

/**
 * Play for a run made with `failsOnce`: the alert says `text`, 'Try again' runs the tool once
 * more (the spinner saying the tool's own `running` text meanwhile), the alert goes and `result`
 * (found in the main region) shows.
 */
export function recoversOnRetry(
  text: string,
  result: (main: ReturnType<typeof mainRegion>) => Promise<HTMLElement>,
  retry: { running: string; release: () => void },
) {
  return async ({ canvasElement }: PlayContext) => {
    const main = mainRegion(canvasElement);
    const alert = await main.findByRole('alert');
    await expect(alert).toHaveTextContent(text);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await main.findByRole('status')).toHaveTextContent(retry.running);
    await expect(main.queryByRole('alert')).toBeNull();
    retry.release();
    await expect(await result(main)).toBeVisible();
  };
}

/**
 * Play: `typed` into the box named `box` and submitted with Enter shows the tool's `message` as
 * the box's description and keeps the text; typing on (`more`) clears the message.
 */
export function keepsBadInput(
  box: string,
  { typed, more, message }: { typed: string; more: string; message: string },
) {
  return async ({ canvasElement }: PlayContext) => {
    const field = mainRegion(canvasElement).getByRole('textbox', { name: box });
    await userEvent.type(field, `${typed}{Enter}`);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveValue(typed);
    await userEvent.type(field, more);
    await expect(field).not.toHaveAccessibleDescription(message);
  };
}

/**
 * For a Playground's `state` control: the run that shows one of the kit's states every tool has
 * (`running`: never settles; `failed`: a network failure, with 'Try again'; `quotaUsedUp`), or
 * null for a state of the tool's own.
 */
export function kitStateRun(state: string): (() => Promise<never>) | null {
  if (state === 'running') return neverSettles;
  if (state === 'failed') return rejectsWith(new Error('HTTP 503'));
  if (state === 'quotaUsedUp') {
    return rejectsWith(new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true, 403));
  }
  return null;
}
