import { describe, expect, it } from 'vitest';
import { ChunkLoadError, describeRouteError, isChunkLoadFailure } from './routeErrors';

describe('describeRouteError', () => {
  it('shows the status of a route error response', () => {
    const response = { status: 404, statusText: 'Not Found', data: null, internal: true };
    expect(describeRouteError(response)).toEqual({
      kind: 'unexpected',
      title: 'Unexpected Application Error!',
      detail: '404 Not Found',
    });
  });

  it('shows the message of a thrown error', () => {
    expect(describeRouteError(new TypeError('x is undefined'))).toMatchObject({
      kind: 'unexpected',
      title: 'Unexpected Application Error!',
      detail: 'x is undefined',
    });
  });

  it('shows a thrown string, and a fallback sentence for anything else', () => {
    expect(describeRouteError('boom').detail).toBe('boom');
    expect(describeRouteError(undefined).detail).toBe('Something went wrong.');
    expect(describeRouteError({ weird: true }).detail).toBe('Something went wrong.');
  });

  it('turns a chunk that failed to load into a reload prompt', () => {
    const description = describeRouteError(new ChunkLoadError('timed out'));
    expect(description.kind).toBe('chunk');
    expect(description.title).toBe('This page could not be loaded');
    expect(description.detail).toMatch(/reload the page/);
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://site/assets/Home-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/Home.css',
  ])('recognises the browser wording %j', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('does not treat other errors as chunk failures', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
