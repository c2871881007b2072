import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from './fromAbortablePromise';
import { controlled } from '@/test/controlledActor';
import type { Project } from '@/domain/site/projects/project';
import {
  createResourceMachine,
  isEmptyData,
  PROJECTS_ERROR_MESSAGE,
  projectsMachine,
} from './resourceMachine';

const ERROR = 'Failed to load things. Please try again later.';
const thingsMachine = createResourceMachine<string[]>('things', { errorMessage: ERROR });

/** A `load` fake the test settles by hand; it records every call's signal. */
const pendingLoad = <T>() => controlled<T>();

function start(load: ReturnType<typeof pendingLoad<string[]>>['logic'], logError = vi.fn()) {
  const actor = createActor(thingsMachine.provide({ actors: { load }, actions: { logError } }));
  actor.start();
  return actor;
}

const resolving = (value: string[]) => fromAbortablePromise<string[]>(() => Promise.resolve(value));
const rejecting = (error: Error) => fromAbortablePromise<string[]>(() => Promise.reject(error));
const neverSettling = () =>
  fromAbortablePromise<string[]>(() => new Promise<string[]>(() => undefined));

describe('resource machine', () => {
  it('shows loading until the read settles', () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    // The read is in flight and nothing settles it: nothing can move the machine on.
    expect(load.calls).toHaveLength(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(snapshot.context).toEqual({ data: null, error: null, fromPage: false });
  });

  it('shows the data once loaded', async () => {
    const actor = start(resolving(['a', 'b']));
    const snapshot = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(snapshot.context).toEqual({ data: ['a', 'b'], error: null, fromPage: false });
    expect(snapshot.hasTag('loading')).toBe(false);
  });

  it('is empty when the read returns nothing', async () => {
    const actor = start(resolving([]));
    const snapshot = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(snapshot.context.data).toEqual([]);
  });

  it('uses the specialisation’s own emptiness test', async () => {
    const machine = createResourceMachine<{ total: number }>('count', {
      errorMessage: ERROR,
      isEmpty: (data) => data.total === 0,
    });
    const actor = createActor(
      machine.provide({
        actors: { load: fromAbortablePromise(() => Promise.resolve({ total: 0 })) },
      }),
    ).start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(snapshot.hasTag('loaded')).toBe(false);
    expect(snapshot.context).toEqual({ data: { total: 0 }, error: null, fromPage: false });
  });

  it('shows the documented message on failure and logs the cause', async () => {
    const cause = new Error('network down');
    const logError = vi.fn();
    const actor = start(rejecting(cause), logError);
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context).toEqual({ data: null, error: ERROR, fromPage: false });
    expect(logError).toHaveBeenCalledOnce();
    expect(logError.mock.calls[0]?.[1]).toEqual({ error: cause });
  });

  it('retries after an error and clears the message while loading', async () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    load.calls[0]?.reject(new Error('boom'));
    await waitFor(actor, (s) => s.hasTag('error'));

    actor.send({ type: 'resource.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(load.calls).toHaveLength(2);

    load.calls[1]?.resolve(['x']);
    const snapshot = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(snapshot.context).toEqual({ data: ['x'], error: null, fromPage: false });
  });

  it('reloads from loaded, keeping the old data until the new arrives', async () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    load.calls[0]?.resolve(['old']);
    await waitFor(actor, (s) => s.hasTag('loaded'));

    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(['old']);

    load.calls[1]?.resolve(['new']);
    const snapshot = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(snapshot.context.data).toEqual(['new']);
  });

  it('reloads from empty', async () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    load.calls[0]?.resolve([]);
    await waitFor(actor, (s) => s.hasTag('empty'));
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    load.calls[1]?.resolve(['now some']);
    const snapshot = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(snapshot.hasTag('empty')).toBe(false);
    expect(snapshot.context).toEqual({ data: ['now some'], error: null, fromPage: false });
  });

  it('drops old data when a reload fails', async () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    load.calls[0]?.resolve(['old']);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'resource.reload' });
    load.calls[1]?.reject(new Error('boom'));
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context).toEqual({ data: null, error: ERROR, fromPage: false });
  });

  it('offers retry only after an error and reload only after a result', async () => {
    const loaded = start(resolving(['a']));
    let snapshot = await waitFor(loaded, (s) => s.hasTag('loaded'));
    expect(snapshot.can({ type: 'resource.retry' })).toBe(false);
    expect(snapshot.can({ type: 'resource.reload' })).toBe(true);

    const failed = start(rejecting(new Error('boom')));
    snapshot = await waitFor(failed, (s) => s.hasTag('error'));
    expect(snapshot.can({ type: 'resource.reload' })).toBe(false);
    expect(snapshot.can({ type: 'resource.retry' })).toBe(true);

    const loading = start(neverSettling());
    expect(loading.getSnapshot().can({ type: 'resource.retry' })).toBe(false);
    expect(loading.getSnapshot().can({ type: 'resource.reload' })).toBe(false);
  });

  it('aborts the pending read when stopped', () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    const signal = load.calls[0]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('ignores a result that arrives after the actor stopped', async () => {
    const load = pendingLoad<string[]>();
    const actor = start(load.logic);
    actor.stop();
    load.call(0).resolve(['late']);
    // The read's answer has reached the (stopped) actor: had it been taken, it would show now.
    await load.call(0).delivered();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().hasTag('loaded')).toBe(false);
    expect(actor.getSnapshot().context.data).toBeNull();
  });

  it('fails with the documented message when the app forgot to provide the read', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(thingsMachine).start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe(ERROR);
    expect(consoleError).toHaveBeenCalledWith(
      'things: load failed',
      new Error("things: the 'load' actor was not provided (machine.provide({ actors }))"),
    );
  });
});

describe('isEmptyData', () => {
  it('treats null, undefined and empty arrays as empty', () => {
    expect(isEmptyData(null)).toBe(true);
    expect(isEmptyData(undefined)).toBe(true);
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData([0])).toBe(false);
    expect(isEmptyData({})).toBe(false);
    expect(isEmptyData('')).toBe(false);
  });
});

describe('projects machine', () => {
  const project: Project = {
    id: 1,
    featured: true,
    title: 'Paste Plugin',
    description: 'Copy and paste for editors',
    category: 'Plugin',
    projectUrl: 'https://example.com/plugin',
    imageUrl: '/images/plugin.webp',
    colorAccent: '#ff4d4d',
  };

  it('shows the projects once loaded', async () => {
    const load = fromAbortablePromise<Project[]>(() => Promise.resolve([project]));
    const actor = createActor(projectsMachine.provide({ actors: { load } })).start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(snapshot.context.data).toEqual([project]);
  });

  it('has no empty view: no projects is an empty grid (docs/product.md, projects)', async () => {
    const load = fromAbortablePromise<Project[]>(() => Promise.resolve([]));
    const actor = createActor(projectsMachine.provide({ actors: { load } })).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.context.data).toEqual([]);
  });

  it('shows the documented projects message on failure', async () => {
    const load = fromAbortablePromise<Project[]>(() => Promise.reject(new Error('503')));
    const actor = createActor(
      projectsMachine.provide({ actors: { load }, actions: { logError: () => undefined } }),
    ).start();
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe('Failed to load projects. Please try again later.');
    expect(PROJECTS_ERROR_MESSAGE).toBe('Failed to load projects. Please try again later.');
  });
});
