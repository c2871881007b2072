import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  CONTACT_DRAFT_KEY,
  parseContactDraft,
  serializeContactDraft,
} from '@/domain/site/contact/draft';
import type { ContactValues } from '@/domain/site/contact/message';
import { contactFormMachine } from '@/machines/site/contact/contactFormMachine';
import {
  readSessionText,
  removeSessionText,
  writeSessionText,
} from '@/services/browser/sessionText';
import { contentService } from '@/app/providers/contentService';
import { solveInWorker } from '@/services/site/contact/proofWorkerClient';
import type { ContactRouteProps } from '@/screens/site/contact/ContactScreen';

/**
 * The contact form storing messages in the hosted database, each with a proof of work: the
 * database's challenge, solved in a Web Worker while the visitor types. What the visitor types
 * is kept in session storage until the message is stored, so a reload or a hung send loses none
 * of it.
 */
export const contactLogic = contactFormMachine.provide({
  actors: {
    submitMessage: fromAbortablePromise(async ({ input, signal }) =>
      (await contentService()).submitContactMessage(input.message, input.altcha, signal),
    ),
    fetchChallenge: fromAbortablePromise(async ({ signal }) =>
      (await contentService()).getContactChallenge(signal),
    ),
    solveChallenge: fromAbortablePromise(({ input, signal }) => solveInWorker(input, signal)),
  },
  actions: {
    saveDraft: (_, { values }) =>
      writeSessionText(CONTACT_DRAFT_KEY, serializeContactDraft(values)),
    clearDraft: () => removeSessionText(CONTACT_DRAFT_KEY),
  },
});

/** The draft the tab kept, if any: what the form starts with. */
export const readContactDraft = (): ContactValues | undefined =>
  parseContactDraft(readSessionText(CONTACT_DRAFT_KEY)) ?? undefined;

/** What the contact route gets from the app, read as the route renders. */
export const screenProps = (): ContactRouteProps => ({
  logic: contactLogic,
  readDraft: readContactDraft,
});
