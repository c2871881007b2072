import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { machineKey, machineRecorder, prerenderedData } from './prerenderedMachines';

const listing = createMachine({ id: 'blogListing' });
const anonymous = fromAbortablePromise(() => Promise.resolve(1));

describe('prerendered machines', () => {
  it('keys a machine by its id; logic without one is never prerendered', () => {
    expect(machineKey(listing)).toBe('blogListing');
    expect(machineKey(anonymous)).toBeUndefined();
  });

  it('records each machine a render starts once, with its input', () => {
    const recorder = machineRecorder();
    expect(recorder.dataFor(listing, { page: 1 })).toBeUndefined();
    recorder.dataFor(listing, { page: 2 });
    recorder.dataFor(anonymous, undefined);
    expect(recorder.started()).toEqual([['blogListing', { logic: listing, input: { page: 1 } }]]);
  });

  it('hands the page’s data to its machine until forgotten after hydration', () => {
    const data = prerenderedData({ blogListing: { posts: [] } });
    expect(data.dataFor(listing)).toEqual({ posts: [] });
    expect(data.dataFor(anonymous)).toBeUndefined();
    data.forget();
    expect(data.dataFor(listing)).toBeUndefined();
  });
});
