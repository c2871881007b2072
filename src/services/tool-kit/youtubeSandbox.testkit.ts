/**
 * For integration tests of tool runs: starts the YouTube emulator around the current `describe`
 * and hands out clients on it (key `sandbox-key` by default, `sandbox-quota-exceeded` to see
 * the quota failure).
 */
import { afterAll, beforeAll } from 'vitest';
import { startYouTubeSandbox, type YouTubeSandbox } from '../../../sandbox/youtube/server';
import { createYouTubeClient, type YouTubeClient } from '@/services/youtube';

export function useYouTubeSandbox(): (key?: string) => YouTubeClient {
  let sandbox: YouTubeSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startYouTubeSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return (key = 'sandbox-key') => {
    if (!sandbox) throw new Error('the YouTube sandbox is not running (use inside describe)');
    return createYouTubeClient({
      apiBase: sandbox.apiBase,
      apiKeys: [key],
      timedTextBase: sandbox.timedTextBase,
    });
  };
}

export const freshSignal = (): AbortSignal => new AbortController().signal;
