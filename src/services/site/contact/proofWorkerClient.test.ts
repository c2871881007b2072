import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { solveChallenge } from '@/domain/site/contact/challenge';
import { contactChallengeFixture } from '@/test/contactProof';
import type { JobWorker } from '@/services/shared/workerJob';
import type { ProofReply, ProofRequest } from './proofMessages';
import { solveInWorker } from './proofWorkerClient';

/** A worker that runs the real search on Node's SHA-256 (or never answers). */
function fakeWorker(answers = true) {
  const terminate = vi.fn();
  const worker: JobWorker<ProofRequest, ProofReply> = {
    onmessage: null,
    onerror: null,
    postMessage({ challenge }) {
      if (!answers) return;
      const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
      const number = solveChallenge(challenge, sha256);
      queueMicrotask(() => worker.onmessage?.({ data: { number } } as MessageEvent<ProofReply>));
    },
    terminate,
  };
  return { start: () => worker, terminate };
}

/** A challenge whose secret number is 1,234 (as the database would make it). */
const challenge = {
  ...contactChallengeFixture,
  maxnumber: 2_000,
  challenge: createHash('sha256').update(`${contactChallengeFixture.salt}1234`).digest('hex'),
};

describe('solveInWorker', () => {
  it("answers ALTCHA's payload with the worker's number, and ends the worker", async () => {
    const worker = fakeWorker();
    const payload = await solveInWorker(challenge, new AbortController().signal, worker.start);
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('fails when no number solves the challenge', async () => {
    const unsolvable = { ...challenge, maxnumber: 1_000 };
    await expect(
      solveInWorker(unsolvable, new AbortController().signal, fakeWorker().start),
    ).rejects.toThrow(/no number solves/);
  });

  it('ends the worker when the visitor leaves', async () => {
    const worker = fakeWorker(false);
    const leaving = new AbortController();
    const solving = solveInWorker(challenge, leaving.signal, worker.start);
    leaving.abort();
    await expect(solving).rejects.toThrow();
    expect(worker.terminate).toHaveBeenCalledOnce();
  });
});
