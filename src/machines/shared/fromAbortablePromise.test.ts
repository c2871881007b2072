// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { createElement, StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, setup, toPromise, type AnyActorLogic } from 'xstate';
import { fromAbortablePromise } from './fromAbortablePromise';

/** A read that answers after a tick, or rejects with an AbortError as soon as it is aborted. */
function abortableRead(calls: AbortSignal[]) {
  return fromAbortablePromise<string>(
    ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        calls.push(signal);
        const timer = setTimeout(() => resolve(`answer ${String(calls.length)}`), 5);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      }),
  );
}

/** The shape of every loading screen's machine: a read, then its result or its failure. */
const loader = (load: AnyActorLogic) =>
  setup({ actors: { load } }).createMachine({
    initial: 'loading',
    states: {
      loading: {
        invoke: { src: 'load', onDone: 'loaded', onError: 'failed' },
      },
      loaded: {},
      failed: {},
    },
  });

function Screen({ logic }: { logic: ReturnType<typeof loader> }) {
  const [snapshot] = useMachine(logic);
  return createElement('p', null, snapshot.value);
}

describe('fromAbortablePromise', () => {
  afterEach(() => document.body.replaceChildren());

  it('settles the actor like fromPromise when nothing aborted the call', async () => {
    const answer = createActor(fromAbortablePromise(() => Promise.resolve(42))).start();
    await expect(toPromise(answer)).resolves.toBe(42);

    const failure = createActor(
      fromAbortablePromise(() => Promise.reject(new Error('quota'))),
    ).start();
    await expect(toPromise(failure)).rejects.toThrow('quota');
  });

  it("keeps an aborted read from reaching the machine strict mode's restart started again", async () => {
    const calls: AbortSignal[] = [];
    const view = render(
      createElement(
        StrictMode,
        null,
        createElement(Screen, { logic: loader(abortableRead(calls)) }),
      ),
    );
    await waitFor(() => expect(view.container.textContent).toBe('loaded'));
    // Strict mode stopped the first run (its read aborted) and restarted it from its snapshot.
    expect(calls).toHaveLength(2);
    expect(calls[0]?.aborted).toBe(true);
    expect(calls[1]?.aborted).toBe(false);
  });
});
