/**
 * The page's side of the proof-of-work worker: one worker per challenge, ended when it answers
 * or when the signal aborts (the visitor left, or the challenge was replaced).
 */
import { altchaPayload, type ContactChallenge } from '@/domain/site/contact/challenge';
import { runWorkerJob, type JobWorker } from '@/services/shared/workerJob';
import type { ProofReply, ProofRequest } from './proofMessages';

export type StartProofWorker = () => JobWorker<ProofRequest, ProofReply>;

/** Vite bundles the worker as its own module chunk. */
export const startProofWorker: StartProofWorker = () =>
  new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module', name: 'proof' });

/** Solves `challenge` in a worker; ALTCHA's payload for `submit_contact_message`. */
export async function solveInWorker(
  challenge: ContactChallenge,
  signal: AbortSignal,
  start: StartProofWorker = startProofWorker,
): Promise<string> {
  const { number } = await runWorkerJob(start, { challenge }, signal, 'proof worker');
  if (number === null) throw new Error('proof worker: no number solves the challenge');
  return altchaPayload(challenge, number);
}
