import { describe, expect, it } from 'vitest';
import { captureConsole } from './captureConsole';

describe('captureConsole', () => {
  it("keeps the app's errors and warnings as one line each, without stacks, and restores the console", async () => {
    const { error, warn } = console;
    const { value, messages } = await captureConsole(() => {
      console.error('portfolioMedia: load failed', new TypeError('fetch failed'));
      console.warn('two\nlines', { reason: 'networkError' });
      return Promise.resolve(42);
    });
    expect(value).toBe(42);
    expect(messages).toEqual([
      'portfolioMedia: load failed TypeError: fetch failed',
      "two lines { reason: 'networkError' }",
    ]);
    expect(console.error).toBe(error);
    expect(console.warn).toBe(warn);
  });
});
