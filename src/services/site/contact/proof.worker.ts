/**
 * The contact form's proof-of-work worker: it searches the challenge's secret number off the
 * page's thread, so the visitor types on undisturbed while it works (docs/security.md, the
 * contact form's proof of work). The search is the domain's `solveChallenge` on @noble/hashes'
 * SHA-256, synchronous and several times faster than one `crypto.subtle.digest` promise per
 * number; the page ends the worker when it no longer needs the answer.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { solveChallenge } from '@/domain/site/contact/challenge';
import type { ProofReply, ProofRequest } from './proofMessages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ProofRequest>) => void) | null;
  postMessage(message: ProofReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  scope.postMessage({ number: solveChallenge(data.challenge, sha256) });
};
