import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import type { ContactSubmission } from '@/domain/site/contact/message';
import { CONTACT_SEND_MESSAGES, ContactRefused } from '@/domain/site/contact/sendFailure';
import { contactFormMachine } from '@/machines/site/contact/contactFormMachine';
import { afterAFrame } from '@/test/afterAFrame';
import {
  proofNeverFetched,
  proofStillSolving,
  proofUnavailable,
  readyProof,
} from '@/test/contactProof';
import { ContactScreen } from './ContactScreen';

const withSubmit = (
  submit: (message: ContactSubmission) => Promise<void>,
  proof: typeof readyProof = readyProof,
) =>
  contactFormMachine.provide({
    actors: { submitMessage: fromAbortablePromise(({ input }) => submit(input.message)), ...proof },
  });

const meta = {
  title: 'Site/contact/ContactScreen',
  component: ContactScreen,
  parameters: {
    shell: true,
    route: '/contact',
    machineStates: {
      'form.idle': [
        'Idle',
        'IdleMobile',
        'MissingFields',
        'UnsafeCharacters',
        'TypingClearsTheError',
        'RestoredDraft',
      ],
      'form.waiting': ['WaitingForTheProof', 'StillSolving'],
      'form.sending': 'Sending',
      'form.success': 'Success',
      'form.error': [
        'ErrorKeepsWhatWasTyped',
        'SenderLimit',
        'AddressLimit',
        'ProofRefused',
        'ChallengeUnavailable',
      ],
      'proof.fetching': 'WaitingForTheProof',
      'proof.solving': 'StillSolving',
      'proof.ready': 'Idle',
      'proof.resting': 'ChallengeUnavailable',
    },
  },
  args: { logic: withSubmit(() => Promise.resolve()) },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Contact form' }));

async function fillIn(canvasElement: HTMLElement) {
  const fields = form(canvasElement);
  await userEvent.type(fields.getByRole('textbox', { name: /Name/ }), 'Ada Creator');
  await userEvent.type(fields.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await userEvent.selectOptions(fields.getByRole('combobox', { name: /Project type/ }), 'music');
  await userEvent.type(fields.getByRole('textbox', { name: /Message/ }), 'A music video in May.');
}

export const Idle: Story = {};

export const IdleMobile: Story = { globals: atViewport('mobile') };

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    await expect(form(canvasElement).getByText('Please enter your name')).toBeVisible();
  },
};

/** A submission that never settles pins the sending state. */
export const Sending: Story = {
  args: { logic: withSubmit(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    await expect(form(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Message sent' });
    await expect(dialog).toBeVisible();
    await expect(form(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/** A send that fails after a frame, as a real one does: the visitor's place stays on Send. */
export const ErrorKeepsWhatWasTyped: Story = {
  args: {
    logic: withSubmit(async () => {
      await afterAFrame();
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const send = form(canvasElement).getByRole('button', { name: 'Send Message' });
    await userEvent.click(send);
    const alert = await form(canvasElement).findByRole('alert');
    await expect(form(canvasElement).getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await expect(alert).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
    const name = form(canvasElement).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Ada Creator');
    await expect(form(canvasElement).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'A music video in May.',
    );
  },
};

export const TypingClearsTheError: Story = {
  args: { logic: withSubmit(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    await form(canvasElement).findByRole('alert');
    await userEvent.type(form(canvasElement).getByRole('textbox', { name: /Message/ }), '!');
    await waitFor(() => expect(form(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** A reload (or a hung send) left a draft in the tab's session: the form starts from it. */
export const RestoredDraft: Story = {
  args: {
    initialValues: {
      name: 'Ada Creator',
      email: 'ada@example.com',
      projectType: 'music',
      message: 'A music video in May, half writ',
      website: '',
    },
  },
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement);
    await expect(fields.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Creator');
    await expect(fields.getByRole('combobox', { name: /Project type/ })).toHaveValue('music');
    await expect(fields.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      '31 / 5,000 characters',
    );
  },
};

/** The database's per-sender throttle: its own message, everything typed kept. */
export const SenderLimit: Story = {
  args: { logic: withSubmit(() => Promise.reject(new ContactRefused('sender-limit'))) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    const alert = await form(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(CONTACT_SEND_MESSAGES['sender-limit']);
    await expect(form(canvasElement).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'A music video in May.',
    );
  },
};

/** The per-address throttle: its own sentence, the form kept. */
export const AddressLimit: Story = {
  parameters: { visual: { skip: 'draws as SenderLimit, with the other sentence' } },
  args: { logic: withSubmit(() => Promise.reject(new ContactRefused('address-limit'))) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    const alert = await form(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(CONTACT_SEND_MESSAGES['address-limit']);
  },
};

/**
 * The database refused the proof of work, and the fresh one the form solved and sent by itself
 * too: only then does the visitor read about it.
 */
export const ProofRefused: Story = {
  parameters: { visual: { skip: 'draws as SenderLimit, with the other sentence' } },
  args: { logic: withSubmit(() => Promise.reject(new ContactRefused('challenge'))) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    const alert = await form(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(CONTACT_SEND_MESSAGES.challenge);
    await expect(form(canvasElement).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'A music video in May.',
    );
  },
};

/** Sent before the challenge arrived: the form waits for it, reading 'Sending...'. */
export const WaitingForTheProof: Story = {
  parameters: { visual: { skip: 'draws as Sending' } },
  args: { logic: withSubmit(() => Promise.resolve(), proofNeverFetched) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    await expect(form(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** The challenge is here and the worker still at it: Send waits the same way. */
export const StillSolving: Story = {
  parameters: { visual: { skip: 'draws as Sending' } },
  args: { logic: withSubmit(() => Promise.resolve(), proofStillSolving) },
  play: WaitingForTheProof.play,
};

/** No challenge could be had (the database out of reach): the general message, nothing lost. */
export const ChallengeUnavailable: Story = {
  parameters: { visual: { skip: 'draws as ErrorKeepsWhatWasTyped' } },
  args: { logic: withSubmit(() => Promise.resolve(), proofUnavailable) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Send Message' }));
    const alert = await form(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(CONTACT_SEND_MESSAGES.failed);
    await expect(form(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Ada Creator',
    );
  },
};

/** A pasted name with a text-direction override is refused before sending, in words. */
export const UnsafeCharacters: Story = {
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement);
    await fillIn(canvasElement);
    await userEvent.type(fields.getByRole('textbox', { name: /Name/ }), '\u202Egnp.exe');
    await userEvent.click(fields.getByRole('button', { name: 'Send Message' }));
    await expect(
      fields.getByText(
        'Please remove the invisible control or text-direction characters from your name',
      ),
    ).toBeVisible();
    await expect(fields.getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Ada Creator\u202Egnp.exe',
    );
  },
};

/** What a designer sets in the Playground's Controls. */
interface PlaygroundArgs {
  /** Where the form is: before sending, sending, sent (the modal) or failed. */
  state: 'idle' | 'sending' | 'success' | 'error';
  /** Why the send failed, when the state is 'error': each has its own sentence. */
  errorKind: keyof typeof CONTACT_SEND_MESSAGES;
  /**
   * The visitor's message; once it or the state is set, the other fields hold a sample
   * visitor's details.
   */
  message: string;
}

const playgroundSubmit = ({ state, errorKind }: PlaygroundArgs) => {
  if (state === 'sending') return () => new Promise<void>(() => undefined);
  if (state === 'error') {
    const failure = errorKind === 'failed' ? new Error('offline') : new ContactRefused(errorKind);
    return () => Promise.reject(failure);
  }
  return () => Promise.resolve();
};

/** The screen; in any state but 'idle' its form is sent as it opens, as a click on Send would. */
function ContactPlayground(args: PlaygroundArgs) {
  const box = useRef<HTMLDivElement>(null);
  const filledIn = args.state !== 'idle' || args.message !== '';
  useEffect(() => {
    if (args.state !== 'idle') box.current?.querySelector('form')?.requestSubmit();
  }, [args.state]);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <ContactScreen
        logic={withSubmit(playgroundSubmit(args))}
        initialValues={
          filledIn
            ? {
                name: 'Ada Creator',
                email: 'ada@example.com',
                projectType: 'music',
                message: args.message || 'A music video in May.',
                website: '',
              }
            : undefined
        }
      />
    </div>
  );
}

/** For designers: the form before, while and after sending, and the message typed in it. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { state: 'idle', errorKind: 'failed', message: '' },
  argTypes: {
    state: { control: 'inline-radio', options: ['idle', 'sending', 'success', 'error'] },
    errorKind: { control: 'inline-radio', options: Object.keys(CONTACT_SEND_MESSAGES) },
    message: { control: 'text' },
  },
  parameters: { visual: { skip: 'a playground for designers: as set, it draws as Idle' } },
  // A new machine for every change of the controls, so the form starts over with them.
  render: (args) => <ContactPlayground key={JSON.stringify(args)} {...args} />,
  play: async ({ canvasElement }) => {
    const contactForm = await within(canvasElement).findByRole('form', { name: 'Contact form' });
    await expect(within(contactForm).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(within(contactForm).getByRole('textbox', { name: /Message/ })).toHaveValue('');
  },
};
