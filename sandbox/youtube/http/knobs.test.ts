import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { createFaults } from './faults.ts';
import { checkApiKey, referrerBlockedApiKey, sandboxApiKey } from './keys.ts';

const thrown = (run: () => void): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
};

describe('rate-limit bursts', () => {
  const pattern = (burst: number, every: number, requests: number) => {
    const faults = createFaults({
      latencyMs: 0,
      faultRate: 0,
      seed: 1,
      rateLimitBurst: burst,
      rateLimitEvery: every,
    });
    return Array.from({ length: requests }, () => (faults.shouldRateLimit() ? 'L' : '.')).join('');
  };

  it('limits the first N requests, once, by default', () => {
    expect(pattern(3, 0, 8)).toBe('LLL.....');
  });

  it('repeats the burst every M requests', () => {
    expect(pattern(2, 5, 12)).toBe('LL...LL...LL');
  });

  it('never limits without a burst', () => {
    expect(pattern(0, 5, 6)).toBe('......');
  });
});

describe('the referrer-blocked key', () => {
  it('always answers the real 403 referrer refusal, naming the Referer', () => {
    const error = thrown(() => {
      checkApiKey(referrerBlockedApiKey, 'http://localhost:5173/tools');
    });
    expect(error.toJSON()).toEqual({
      error: {
        code: 403,
        message: 'Requests from referer http://localhost:5173/tools are blocked.',
        errors: [
          {
            message: 'Requests from referer http://localhost:5173/tools are blocked.',
            domain: 'global',
            reason: 'forbidden',
          },
        ],
        status: 'PERMISSION_DENIED',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
            domain: 'googleapis.com',
            metadata: {
              service: 'youtube.googleapis.com',
              httpReferrer: 'http://localhost:5173/tools',
              consumer: 'projects/000000000000',
            },
          },
        ],
      },
    });
  });

  it("says '<empty>' without a Referer, as Google does", () => {
    const error = thrown(() => {
      checkApiKey(referrerBlockedApiKey);
    });
    expect(error.detail.message).toBe('Requests from referer <empty> are blocked.');
  });

  it('leaves the working key alone', () => {
    expect(() => {
      checkApiKey(sandboxApiKey, 'http://localhost:5173/');
    }).not.toThrow();
  });
});
