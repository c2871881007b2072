import type { ContactChallenge } from '@/domain/site/contact/challenge';

/** What the page asks the proof-of-work worker: one challenge to solve. */
export interface ProofRequest {
  challenge: ContactChallenge;
}

/** Its answer: the secret number, or null when no number up to `maxnumber` matched. */
export interface ProofReply {
  number: number | null;
}
