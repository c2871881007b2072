import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import type { ContactChallenge } from '@/domain/site/contact/challenge';
import { emptyContactValues, type ContactValues } from '@/domain/site/contact/message';
import { contactChallengeFixture, proofUnavailable, readyProof } from '@/test/contactProof';
import { CONTACT_SEND_MESSAGES, ContactRefused } from '@/domain/site/contact/sendFailure';
import { CONTACT_ERROR_MESSAGE, contactFormMachine, type ContactSend } from './contactFormMachine';

const filled: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  projectType: 'youtube',
  message: 'Could you edit my channel trailer?',
  website: '',
};

/** A `submitMessage` fake the test settles by hand; it records each call. */
function pendingSubmit() {
  const calls: {
    input: ContactSend;
    signal: AbortSignal;
    resolve: () => void;
    reject: (error: Error) => void;
  }[] = [];
  const logic = fromAbortablePromise(
    ({ input, signal }: { input: ContactSend; signal: AbortSignal }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  return { logic, calls };
}

/** A proof of work at once: challenges are numbered, each solution names its challenge. */
function instantProof() {
  let fetched = 0;
  return {
    fetchChallenge: fromAbortablePromise(() => {
      fetched += 1;
      return Promise.resolve({ ...contactChallengeFixture, salt: `salt-${String(fetched)}` });
    }),
    solveChallenge: fromAbortablePromise(({ input }: { input: ContactChallenge }) =>
      Promise.resolve(`solved ${input.salt}`),
    ),
  };
}

/**
 * Every actor a test starts, stopped after it: a form left running keeps its proof's renewal and
 * retry timers, which would fire in later test files of the same worker (they share globals).
 */
const started: AnyActorRef[] = [];
function running<Actor extends AnyActorRef>(actor: Actor): Actor {
  started.push(actor);
  return actor;
}
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

/** The form with fakes, once its first proof is ready (as when the visitor starts typing). */
async function start(
  submit = pendingSubmit(),
  logError = vi.fn(),
  values?: ContactValues,
  saveDraft = vi.fn(),
  clearDraft = vi.fn(),
) {
  const actor = running(
    createActor(
      contactFormMachine.provide({
        actors: { submitMessage: submit.logic, ...instantProof() },
        actions: { logError, saveDraft, clearDraft },
      }),
      { input: { values: values ?? null } },
    ).start(),
  );
  await waitFor(actor, (s) => s.context.proof !== null);
  return { actor, calls: submit.calls, logError, saveDraft, clearDraft };
}

function type(actor: Awaited<ReturnType<typeof start>>['actor'], values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as keyof ContactValues, value });
  }
}

describe('contact form machine', () => {
  it('starts empty, with no message and nothing sending', async () => {
    const { actor } = await start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({
      values: emptyContactValues,
      fieldErrors: {},
      error: null,
    });
    expect(snapshot.hasTag('sending')).toBe(false);
  });

  it('keeps what is typed', async () => {
    const { actor } = await start();
    type(actor, { name: 'Ada', email: 'ada@' });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Ada', email: 'ada@' });
  });

  it('sends the trimmed message, then clears the form and shows the success modal', async () => {
    const { actor, calls } = await start();
    type(actor, { ...filled, name: '  Ada Lovelace ' });
    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input.message).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      projectType: 'youtube',
      message: 'Could you edit my channel trailer?',
    });

    calls[0]?.resolve();
    const snapshot = await waitFor(actor, (s) => s.hasTag('success'));
    expect(snapshot.context.values).toEqual(emptyContactValues);
    expect(snapshot.context.error).toBeNull();
  });

  it('starts from a kept draft, hands every change to saveDraft and forgets it once sent', async () => {
    const draft = { ...filled, message: 'Half a mess' };
    const { actor, calls, saveDraft, clearDraft } = await start(pendingSubmit(), vi.fn(), draft);
    expect(actor.getSnapshot().context.values).toEqual(draft);

    actor.send({ type: 'field.change', field: 'message', value: 'Half a message' });
    expect(saveDraft).toHaveBeenLastCalledWith(expect.anything(), {
      values: { ...draft, message: 'Half a message' },
    });
    expect(clearDraft).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit' });
    calls[0]?.resolve();
    await waitFor(actor, (s) => s.hasTag('success'));
    expect(clearDraft).toHaveBeenCalledOnce();
  });

  it('keeps the draft when a send fails, and says which throttle refused it', async () => {
    const { actor, calls, clearDraft } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.reject(new ContactRefused('sender-limit'));
    const refused = await waitFor(actor, (s) => s.hasTag('error'));
    expect(refused.context.error).toBe(CONTACT_SEND_MESSAGES['sender-limit']);
    expect(refused.context.values).toEqual(filled);
    expect(clearDraft).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => calls.length === 2);
    calls[1]?.reject(new ContactRefused('address-limit'));
    const busy = await waitFor(actor, (s) => s.hasTag('error'));
    expect(busy.context.error).toBe(CONTACT_SEND_MESSAGES['address-limit']);
  });

  it('closes the success modal back to an empty form', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.resolve();
    await waitFor(actor, (s) => s.hasTag('success'));

    actor.send({ type: 'success.close' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('success')).toBe(false);
    expect(snapshot.context.values).toEqual(emptyContactValues);
    expect(snapshot.can({ type: 'form.submit' })).toBe(true);
  });

  it('ignores a second submit while sending', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
  });

  it('ignores typing while sending (the screen disables the form)', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    type(actor, { name: 'Someone else' });
    expect(actor.getSnapshot().context.values.name).toBe('Ada Lovelace');
    expect(calls[0]?.input.message.name).toBe('Ada Lovelace');
  });

  it('shows the documented message on failure, keeps what was typed, logs the cause', async () => {
    const { actor, calls, logError } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    const cause = new Error('insert failed');
    calls[0]?.reject(cause);

    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe(
      'There was an error sending your message. Please try again.',
    );
    expect(CONTACT_ERROR_MESSAGE).toBe(snapshot.context.error);
    expect(snapshot.context.values).toEqual(filled);
    expect(snapshot.hasTag('sending')).toBe(false);
    expect(logError.mock.calls[0]?.[1]).toEqual({ error: cause });
  });

  it('clears the error message as soon as the visitor types, keeping the edit', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.reject(new Error('offline'));
    await waitFor(actor, (s) => s.hasTag('error'));

    type(actor, { message: 'Could you edit my trailer?' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(false);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.values).toEqual({ ...filled, message: 'Could you edit my trailer?' });
  });

  it('can resend straight from the error, clearing the message while sending', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.reject(new Error('offline'));
    await waitFor(actor, (s) => s.hasTag('error'));

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, () => calls.length === 2);
    expect(calls[1]?.input.message).toEqual(calls[0]?.input.message);
    expect(calls[1]?.input.altcha).not.toBe(calls[0]?.input.altcha);
    calls[1]?.resolve();
    const snapshot = await waitFor(actor, (s) => s.hasTag('success'));
    expect(snapshot.context).toMatchObject({
      values: emptyContactValues,
      fieldErrors: {},
      error: null,
    });
  });

  it('does not send an incomplete form and says which fields are missing', async () => {
    const { actor, calls } = await start();
    type(actor, { name: 'Ada', message: '   ' });
    actor.send({ type: 'form.submit' });

    const snapshot = actor.getSnapshot();
    expect(calls).toHaveLength(0);
    expect(snapshot.hasTag('sending')).toBe(false);
    expect(snapshot.context.fieldErrors).toEqual({
      email: 'required',
      projectType: 'required',
      message: 'required',
    });
  });

  it('does not send a malformed email or an unknown project type', async () => {
    const { actor, calls } = await start();
    type(actor, { ...filled, email: 'ada@example', projectType: 'wedding' });
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'invalid',
      projectType: 'invalid',
    });
  });

  it('drops a field’s error when it is edited, and sends once all are fixed', async () => {
    const { actor, calls } = await start();
    type(actor, { ...filled, email: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'required' });

    type(actor, { email: 'ada@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(1);
  });

  it('pretends success to a bot that fills the honeypot, without sending anything', async () => {
    const { actor, calls } = await start();
    type(actor, { ...filled, website: 'https://spam.example' });
    actor.send({ type: 'form.submit' });

    const snapshot = actor.getSnapshot();
    expect(calls).toHaveLength(0);
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context.values).toEqual(emptyContactValues);
  });

  it('aborts the pending send when the form is left (actor stopped)', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    const signal = calls[0]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('fails with the documented message when the app forgot to provide the sender', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = running(createActor(contactFormMachine, { input: { values: null } }).start());
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe(CONTACT_ERROR_MESSAGE);
  });

  it('works with fakes that resolve or reject on their own', async () => {
    const resolving = running(
      createActor(
        contactFormMachine.provide({
          actors: { submitMessage: fromAbortablePromise(() => Promise.resolve()), ...readyProof },
        }),
        { input: { values: null } },
      ).start(),
    );
    type(resolving, filled);
    resolving.send({ type: 'form.submit' });
    const sent = await waitFor(resolving, (s) => s.hasTag('success'));
    expect(sent.context.values).toEqual(emptyContactValues);

    const rejecting = running(
      createActor(
        contactFormMachine.provide({
          actors: {
            submitMessage: fromAbortablePromise(() => Promise.reject(new Error('500'))),
            ...readyProof,
          },
          actions: { logError: () => undefined },
        }),
        { input: { values: null } },
      ).start(),
    );
    type(rejecting, filled);
    rejecting.send({ type: 'form.submit' });
    const failed = await waitFor(rejecting, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(CONTACT_ERROR_MESSAGE);
    expect(failed.context.values).toEqual(filled);
  });
  it('fetches and solves a challenge as the form opens, so Send goes at once', async () => {
    const { actor, calls } = await start();
    expect(actor.getSnapshot().context.proof).toBe('solved salt-1');
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(calls[0]?.input.altcha).toBe('solved salt-1');
    // The proof is used up by the send: the next one is already on its way.
    await waitFor(actor, (s) => s.context.proof === 'solved salt-2');
  });

  it('waits for the proof when Send comes first, then sends', async () => {
    const solvers: ((payload: string) => void)[] = [];
    const submit = pendingSubmit();
    const actor = running(
      createActor(
        contactFormMachine.provide({
          actors: {
            submitMessage: submit.logic,
            ...readyProof,
            solveChallenge: fromAbortablePromise<string, ContactChallenge>(
              () => new Promise<string>((resolve) => solvers.push(resolve)),
            ),
          },
        }),
        { input: { values: filled } },
      ).start(),
    );
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(submit.calls).toHaveLength(0);
    await waitFor(actor, () => solvers.length === 1);
    solvers[0]?.('late proof');
    await waitFor(actor, () => submit.calls.length === 1);
    expect(submit.calls[0]?.input.altcha).toBe('late proof');
  });

  it('renews a refused proof and sends again once by itself; a second refusal says so', async () => {
    const { actor, calls } = await start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.reject(new ContactRefused('challenge'));
    await waitFor(actor, () => calls.length === 2);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(calls[1]?.input.altcha).not.toBe(calls[0]?.input.altcha);
    calls[1]?.reject(new ContactRefused('challenge'));
    const refused = await waitFor(actor, (s) => s.hasTag('error'));
    expect(refused.context.error).toBe(CONTACT_SEND_MESSAGES.challenge);
    expect(refused.context.values).toEqual(filled);
    expect(calls).toHaveLength(2);
  });

  it('fails a waiting send with the documented message when no challenge can be had', async () => {
    const actor = running(
      createActor(
        contactFormMachine.provide({
          actors: { submitMessage: pendingSubmit().logic, ...proofUnavailable },
          actions: { logError: () => undefined },
        }),
        { input: { values: filled } },
      ).start(),
    );
    actor.send({ type: 'form.submit' });
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(CONTACT_ERROR_MESSAGE);
    expect(failed.context.values).toEqual(filled);
  });
});
