/**
 * A flood of contact messages from one machine against the sandbox's gateway, as an abuser
 * would send it: fresh e-mails every time, from several loopback addresses at once (127.0.0.2,
 * 127.0.0.3…: one machine with many addresses, as an IPv6 /64 gives anyone), each challenge
 * solved with Node's native SHA-256 (proofOfWork.ts). For the flood benchmark
 * (tests/bench/contact-flood.ts) and the e2e test where a visitor gets through a flood.
 * Test infrastructure: it only ever sends to the loopback address it is given.
 */
import { request } from 'node:http';
import type { ContactChallenge } from '../../src/domain/site/contact/challenge.ts';
import { solveNatively } from './proofOfWork.ts';

export interface FloodOptions {
  /** The gateway's REST base on loopback, e.g. `http://127.0.0.1:4173/sandbox/supabase/rest/v1`. */
  rest: string;
  /** The loopback addresses to send from, one sender each. */
  addresses: readonly string[];
  /** Stop after this long… */
  durationMs?: number;
  /** …or once this many messages were stored… */
  messages?: number;
  /** …or once this many were sent, stored or not (1: a visitor's single try). */
  attempts?: number;
  /** As the form does: a refused proof is renewed and the message sent again, once. */
  renewRefusedProof?: boolean;
  /** False: call the function as it was before the proof of work (four arguments). */
  withProof?: boolean;
  anonKey?: string;
}

export interface FloodTally {
  /** Messages stored. */
  accepted: number;
  /** When each was stored, in ms from the start. */
  acceptedAt: number[];
  /** Refusals by the database's reason (`contact_address_limit`…), or HTTP status. */
  refused: Record<string, number>;
  elapsedMs: number;
  /** The largest challenge (maxnumber) the flood was given. */
  hardestChallenge: number;
}

interface Answer {
  status: number;
  body: unknown;
}

function post(url: string, body: unknown, from: string, anonKey: string): Promise<Answer> {
  const target = new URL(url);
  if (!/^(127\.|\[::1\]|localhost)/.test(target.hostname)) {
    throw new Error(`the flood only targets loopback addresses, not ${target.hostname}`);
  }
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      target,
      {
        method: 'POST',
        localAddress: from,
        // A connection per request: a kept-alive one may be closed by the server while this
        // process is busy solving, and reused after.
        agent: false,
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const reasonOf = ({ status, body }: Answer): string => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : `HTTP ${String(status)}`;
};

/** Sends the flood and counts what the database did with it. */
export async function flood(options: FloodOptions): Promise<FloodTally> {
  const { rest, addresses, withProof = true, anonKey = 'sandbox-anon-key' } = options;
  const started = Date.now();
  const deadline = started + (options.durationMs ?? Number.POSITIVE_INFINITY);
  const quota = options.messages ?? Number.POSITIVE_INFINITY;
  const attempts = options.attempts ?? Number.POSITIVE_INFINITY;
  const tally: FloodTally = {
    accepted: 0,
    acceptedAt: [],
    refused: {},
    elapsedMs: 0,
    hardestChallenge: 0,
  };
  let sent = 0;

  async function sender(from: string) {
    let renewing = false;
    while (Date.now() < deadline && tally.accepted < quota && (renewing || sent < attempts)) {
      if (!renewing) sent += 1;
      const message = {
        name: `Flood ${String(sent)}`,
        email: `flood-${String(started)}-${String(sent)}@example.com`,
        project_type: 'other',
        message: 'Buy followers now',
      };
      let altcha: string | undefined;
      if (withProof) {
        const challenge = await post(`${rest}/rpc/contact_challenge`, {}, from, anonKey);
        const { maxnumber } = challenge.body as ContactChallenge;
        tally.hardestChallenge = Math.max(tally.hardestChallenge, maxnumber);
        altcha = await solveNatively(challenge.body as ContactChallenge);
      }
      const answer = await post(
        `${rest}/rpc/submit_contact_message`,
        altcha === undefined ? message : { ...message, altcha },
        from,
        anonKey,
      );
      if (answer.status === 204) {
        tally.accepted += 1;
        tally.acceptedAt.push(Date.now() - started);
        renewing = false;
        continue;
      }
      const reason = reasonOf(answer);
      tally.refused[reason] = (tally.refused[reason] ?? 0) + 1;
      renewing =
        !renewing && options.renewRefusedProof === true && reason.startsWith('contact_challenge_');
      // This address is spent for 10 minutes; the others go on.
      if (reason === 'contact_address_limit') return;
      // Everyone is shut out for a minute: wait for the next one, as a flood that keeps the
      // form closed does.
      if (reason === 'contact_global_limit') await new Promise((done) => setTimeout(done, 1000));
    }
  }

  await Promise.all(addresses.map(sender));
  tally.elapsedMs = Date.now() - started;
  return tally;
}
