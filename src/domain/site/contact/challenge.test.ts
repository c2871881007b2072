import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import {
  altchaPayload,
  challengeExpiresAt,
  challengeLevel,
  isContactChallenge,
  solveChallenge,
  type ContactChallenge,
} from './challenge';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

describe("the contact form's proof of work (ALTCHA's format)", () => {
  it("finds the number of a challenge made by ALTCHA's library, which accepts the payload", async () => {
    const made = await createChallenge({
      hmacKey: 'test secret',
      maxnumber: 5_000,
      number: 4_321,
      expires: new Date(Date.UTC(2100, 0, 1)),
      params: { level: '2' },
    });
    expect(isContactChallenge(made)).toBe(true);
    const challenge = made as ContactChallenge;
    expect(solveChallenge(challenge, sha256)).toBe(4_321);
    expect(await verifySolution(altchaPayload(challenge, 4_321), 'test secret')).toBe(true);
    expect(await verifySolution(altchaPayload(challenge, 4_320), 'test secret')).toBe(false);
    expect(challengeExpiresAt(challenge)).toBe(Date.UTC(2100, 0, 1));
    expect(challengeLevel(challenge)).toBe(2);
  });

  it('searches only the range it is given, and says when no number matches', async () => {
    const challenge = (await createChallenge({
      hmacKey: 'k',
      maxnumber: 100,
      number: 70,
    })) as ContactChallenge;
    expect(solveChallenge(challenge, sha256, 0, 69)).toBeNull();
    expect(solveChallenge(challenge, sha256, 60, 79)).toBe(70);
  });

  it('takes only what reads as a challenge', () => {
    expect(isContactChallenge(null)).toBe(false);
    expect(isContactChallenge({ algorithm: 'SHA-1', challenge: 'a'.repeat(64) })).toBe(false);
    expect(
      isContactChallenge({
        algorithm: 'SHA-256',
        challenge: 'not hex',
        maxnumber: 1,
        salt: 's',
        signature: 'x',
      }),
    ).toBe(false);
  });
});
