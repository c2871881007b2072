/**
 * The contact form's proof of work solved in Node (node:crypto's SHA-256) with the site's own
 * search (src/domain/site/contact/challenge.ts): for tests, the flood benchmark and the e2e flood,
 * which act as a client that is not a browser. Node's native hash is several times faster than
 * the browser's worker, as an abuser's tool would be.
 */
import { createHash } from 'node:crypto';
import {
  altchaPayload,
  solveChallenge,
  type ContactChallenge,
} from '../../src/domain/site/contact/challenge.ts';

export const nodeSha256 = (bytes: Uint8Array): Uint8Array =>
  createHash('sha256').update(bytes).digest();

/** Numbers tried between two turns of the event loop (a few milliseconds of work). */
const CHUNK = 20_000;

/**
 * ALTCHA's payload for `challenge`, solved here in chunks, so a server in the same process (the
 * contract tests') keeps answering meanwhile.
 */
export async function solveNatively(challenge: ContactChallenge): Promise<string> {
  for (let from = 0; from <= challenge.maxnumber; from += CHUNK) {
    const to = Math.min(challenge.maxnumber, from + CHUNK - 1);
    const number = solveChallenge(challenge, nodeSha256, from, to);
    if (number !== null) return altchaPayload(challenge, number);
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('no number solves the challenge');
}
