import { describe, expect, it } from 'vitest';
import { ToolFailure, YOUTUBE_FAILURE_MESSAGES } from '@/domain/tool-kit/toolFailure';
import { YouTubeError } from '@/services/youtube';
import { toToolFailure, withToolFailures } from './youtubeFailures';

const youtubeError = (kind: YouTubeError['kind']) => new YouTubeError(kind, 'detail', 403, 'r');

describe('toToolFailure', () => {
  it('explains a used-up quota, keeps the HTTP status and lets the visitor retry', () => {
    expect(toToolFailure(youtubeError('quota'))).toEqual(
      new ToolFailure(YOUTUBE_FAILURE_MESSAGES.quota, true, 403),
    );
  });

  it('explains a network failure and lets the visitor retry', () => {
    const failure = toToolFailure(youtubeError('network'));
    expect(failure).toBeInstanceOf(ToolFailure);
    expect((failure as ToolFailure).message).toBe(YOUTUBE_FAILURE_MESSAGES.network);
  });

  it('explains a timeout and lets the visitor retry', () => {
    expect(toToolFailure(youtubeError('timeout'))).toEqual(
      new ToolFailure(YOUTUBE_FAILURE_MESSAGES.timeout, true, 403),
    );
    expect(YOUTUBE_FAILURE_MESSAGES.timeout).toMatch(/try again/i);
  });

  it('explains a rate limit that outlasted the waits and lets the visitor retry', () => {
    expect(toToolFailure(youtubeError('rate-limit'))).toEqual(
      new ToolFailure(YOUTUBE_FAILURE_MESSAGES.rateLimit, true, 403),
    );
  });

  it("leaves other failures to the tool's general text", () => {
    const server = youtubeError('server');
    const plain = new Error('boom');
    expect(toToolFailure(server)).toBe(server);
    expect(toToolFailure(plain)).toBe(plain);
  });

  it('translates failures thrown by the work it wraps, and passes results through', async () => {
    await expect(withToolFailures(() => Promise.resolve(5))).resolves.toBe(5);
    await expect(
      withToolFailures(() => Promise.reject(youtubeError('quota'))),
    ).rejects.toBeInstanceOf(ToolFailure);
  });
});
