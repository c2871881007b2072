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
import type { ContactRouteProps } from '@/screens/site/contact/ContactScreen';

/**
 * The contact form storing messages in the hosted database; what the visitor types is kept in
 * session storage until the message is stored, so a reload or a hung send loses none of it.
 */
export const contactLogic = contactFormMachine.provide({
  actors: {
    submitMessage: fromAbortablePromise(async ({ input, signal }) =>
      (await contentService()).submitContactMessage(input, signal),
    ),
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
