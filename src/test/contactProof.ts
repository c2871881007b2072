/**
 * The contact form's proof of work for tests and stories: a challenge as the database makes one
 * (calm level, fixed values) and actors that fetch and solve it at once, or never.
 */
import type { ContactChallenge } from '@/domain/site/contact/challenge';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';

export const contactChallengeFixture: ContactChallenge = {
  algorithm: 'SHA-256',
  challenge: '9fc84fdb873b9546c0aacb6d85e32ce7d4bd2716d0037445b46bb57154fc630e',
  maxnumber: 100_000,
  salt: '7474150dbdd7713d63143870?expires=4102444800&level=0&',
  signature: '97d012e2182cee84e1227080c33ec574acc98f431001057a2df6830cc4faf032',
};

const never = <T>() => new Promise<T>(() => undefined);

/** The solver's fake, typed as the machine's actor (it takes the challenge). */
const solver = (solve: () => Promise<string>) =>
  fromAbortablePromise<string, ContactChallenge>(solve);

/** The proof is ready as the form opens. */
export const readyProof = {
  fetchChallenge: fromAbortablePromise(() => Promise.resolve(contactChallengeFixture)),
  solveChallenge: solver(() => Promise.resolve('solved')),
};

/** The challenge never arrives: a send waits ('Sending...') for it. */
export const proofNeverFetched = {
  ...readyProof,
  fetchChallenge: fromAbortablePromise(never<ContactChallenge>),
};

/** The challenge arrives and is still being solved (the worker at work). */
export const proofStillSolving = {
  ...readyProof,
  solveChallenge: solver(never<string>),
};

/** The challenge cannot be had (the database is out of reach). */
export const proofUnavailable = {
  ...readyProof,
  fetchChallenge: fromAbortablePromise(() =>
    Promise.reject<ContactChallenge>(new Error('offline')),
  ),
};
