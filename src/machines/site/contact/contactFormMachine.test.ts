import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  emptyContactValues,
  type ContactSubmission,
  type ContactValues,
} from '@/domain/site/contact/message';
import { CONTACT_SEND_MESSAGES, ContactRefused } from '@/domain/site/contact/sendFailure';
import { CONTACT_ERROR_MESSAGE, contactFormMachine } from './contactFormMachine';

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
    input: ContactSubmission;
    signal: AbortSignal;
    resolve: () => void;
    reject: (error: Error) => void;
  }[] = [];
  const logic = fromAbortablePromise(
    ({ input, signal }: { input: ContactSubmission; signal: AbortSignal }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  return { logic, calls };
}

function start(
  submit = pendingSubmit(),
  logError = vi.fn(),
  values?: ContactValues,
  saveDraft = vi.fn(),
  clearDraft = vi.fn(),
) {
  const actor = createActor(
    contactFormMachine.provide({
      actors: { submitMessage: submit.logic },
      actions: { logError, saveDraft, clearDraft },
    }),
    { input: { values: values ?? null } },
  ).start();
  return { actor, calls: submit.calls, logError, saveDraft, clearDraft };
}

function type(actor: ReturnType<typeof start>['actor'], values: Partial<ContactValues>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as keyof ContactValues, value });
  }
}

describe('contact form machine', () => {
  it('starts empty, with no message and nothing sending', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toEqual({ values: emptyContactValues, fieldErrors: {}, error: null });
    expect(snapshot.hasTag('sending')).toBe(false);
  });

  it('keeps what is typed', () => {
    const { actor } = start();
    type(actor, { name: 'Ada', email: 'ada@' });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Ada', email: 'ada@' });
  });

  it('sends the trimmed message, then clears the form and shows the success modal', async () => {
    const { actor, calls } = start();
    type(actor, { ...filled, name: '  Ada Lovelace ' });
    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({
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
    const { actor, calls, saveDraft, clearDraft } = start(pendingSubmit(), vi.fn(), draft);
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
    const { actor, calls, clearDraft } = start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.reject(new ContactRefused('sender-limit'));
    const refused = await waitFor(actor, (s) => s.hasTag('error'));
    expect(refused.context.error).toBe(CONTACT_SEND_MESSAGES['sender-limit']);
    expect(refused.context.values).toEqual(filled);
    expect(clearDraft).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit' });
    calls[1]?.reject(new ContactRefused('global-limit'));
    const busy = await waitFor(actor, (s) => s.hasTag('error'));
    expect(busy.context.error).toBe(CONTACT_SEND_MESSAGES['global-limit']);
  });

  it('closes the success modal back to an empty form', async () => {
    const { actor, calls } = start();
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

  it('ignores a second submit while sending', () => {
    const { actor, calls } = start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
  });

  it('ignores typing while sending (the screen disables the form)', () => {
    const { actor, calls } = start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    type(actor, { name: 'Someone else' });
    expect(actor.getSnapshot().context.values.name).toBe('Ada Lovelace');
    expect(calls[0]?.input.name).toBe('Ada Lovelace');
  });

  it('shows the documented message on failure, keeps what was typed, logs the cause', async () => {
    const { actor, calls, logError } = start();
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
    const { actor, calls } = start();
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
    const { actor, calls } = start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    calls[0]?.reject(new Error('offline'));
    await waitFor(actor, (s) => s.hasTag('error'));

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls[1]?.input).toEqual(calls[0]?.input);
    calls[1]?.resolve();
    const snapshot = await waitFor(actor, (s) => s.hasTag('success'));
    expect(snapshot.context).toEqual({ values: emptyContactValues, fieldErrors: {}, error: null });
  });

  it('does not send an incomplete form and says which fields are missing', () => {
    const { actor, calls } = start();
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

  it('does not send a malformed email or an unknown project type', () => {
    const { actor, calls } = start();
    type(actor, { ...filled, email: 'ada@example', projectType: 'wedding' });
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'invalid',
      projectType: 'invalid',
    });
  });

  it('drops a field’s error when it is edited, and sends once all are fixed', () => {
    const { actor, calls } = start();
    type(actor, { ...filled, email: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'required' });

    type(actor, { email: 'ada@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(1);
  });

  it('pretends success to a bot that fills the honeypot, without sending anything', () => {
    const { actor, calls } = start();
    type(actor, { ...filled, website: 'https://spam.example' });
    actor.send({ type: 'form.submit' });

    const snapshot = actor.getSnapshot();
    expect(calls).toHaveLength(0);
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context.values).toEqual(emptyContactValues);
  });

  it('aborts the pending send when the form is left (actor stopped)', () => {
    const { actor, calls } = start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    const signal = calls[0]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('fails with the documented message when the app forgot to provide the sender', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(contactFormMachine, { input: { values: null } }).start();
    type(actor, filled);
    actor.send({ type: 'form.submit' });
    const snapshot = await waitFor(actor, (s) => s.hasTag('error'));
    expect(snapshot.context.error).toBe(CONTACT_ERROR_MESSAGE);
  });

  it('works with fakes that resolve or reject on their own', async () => {
    const resolving = createActor(
      contactFormMachine.provide({
        actors: { submitMessage: fromAbortablePromise(() => Promise.resolve()) },
      }),
      { input: { values: null } },
    ).start();
    type(resolving, filled);
    resolving.send({ type: 'form.submit' });
    const sent = await waitFor(resolving, (s) => s.hasTag('success'));
    expect(sent.context.values).toEqual(emptyContactValues);

    const rejecting = createActor(
      contactFormMachine.provide({
        actors: { submitMessage: fromAbortablePromise(() => Promise.reject(new Error('500'))) },
        actions: { logError: () => undefined },
      }),
      { input: { values: null } },
    ).start();
    type(rejecting, filled);
    rejecting.send({ type: 'form.submit' });
    const failed = await waitFor(rejecting, (s) => s.hasTag('error'));
    expect(failed.context.error).toBe(CONTACT_ERROR_MESSAGE);
    expect(failed.context.values).toEqual(filled);
  });
});
