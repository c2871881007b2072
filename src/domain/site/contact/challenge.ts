/**
 * The contact form's proof of work, in ALTCHA's format (v1; docs/security.md, the contact form's
 * proof of work). The database signs a challenge: `challenge` is the hex SHA-256 of `salt`
 * followed by a secret number from 0 to `maxnumber`; the browser finds the number and sends
 * ALTCHA's payload with the message. The salt carries the signed parameters
 * `?expires=<unix seconds>&level=<difficulty level>&`.
 */

export interface ContactChallenge {
  algorithm: 'SHA-256';
  /** Hex SHA-256 of `salt` + the secret number. */
  challenge: string;
  /** The largest number the secret may be: the work, 100,000 × 2^level. */
  maxnumber: number;
  salt: string;
  /** The database's HMAC of `challenge`. */
  signature: string;
}

/** A SHA-256 of bytes (the worker's pure-JS one, Node's in tests and tools). */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

const HEX_64 = /^[0-9a-f]{64}$/;

export function isContactChallenge(value: unknown): value is ContactChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  return (
    algorithm === 'SHA-256' &&
    typeof challenge === 'string' &&
    HEX_64.test(challenge) &&
    typeof maxnumber === 'number' &&
    Number.isSafeInteger(maxnumber) &&
    maxnumber >= 0 &&
    typeof salt === 'string' &&
    typeof signature === 'string'
  );
}

const saltParam = (challenge: ContactChallenge, name: string): number | null => {
  const match = new RegExp(`[?&]${name}=(\\d+)&`).exec(challenge.salt);
  return match?.[1] === undefined ? null : Number(match[1]);
};

/** When the database stops accepting the challenge (ms since the epoch), or null if unsaid. */
export function challengeExpiresAt(challenge: ContactChallenge): number | null {
  const seconds = saltParam(challenge, 'expires');
  return seconds === null ? null : seconds * 1000;
}

/** The difficulty level the challenge was made at (0 when calm). */
export function challengeLevel(challenge: ContactChallenge): number {
  return saltParam(challenge, 'level') ?? 0;
}

const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  );
}

/**
 * The secret number: tries `from`, `from` + 1… up to `to` (by default 0 to `maxnumber`) as
 * ALTCHA's solver does (the salt's bytes, then the number's decimal digits), comparing bytes
 * rather than hex. Null if none matches.
 */
export function solveChallenge(
  challenge: ContactChallenge,
  sha256: Sha256,
  from = 0,
  to = challenge.maxnumber,
): number | null {
  const target = hexBytes(challenge.challenge);
  const salt = encoder.encode(challenge.salt);
  const input = new Uint8Array(salt.length + 16);
  input.set(salt);
  for (let number = from; number <= to; number += 1) {
    const end =
      salt.length + encoder.encodeInto(String(number), input.subarray(salt.length)).written;
    const digest = sha256(input.subarray(0, end));
    let same = true;
    for (let i = 0; i < 32 && same; i += 1) same = digest[i] === target[i];
    if (same) return number;
  }
  return null;
}

/** ALTCHA's payload for a solved challenge: what `submit_contact_message` takes as `altcha`. */
export function altchaPayload(challenge: ContactChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
