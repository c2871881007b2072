import { fromPromise } from 'xstate';
import { contactFormMachine } from '@/machines/contactFormMachine';
import { contentService } from './contentService';

/** The contact form storing messages in the hosted database. */
export const contactLogic = contactFormMachine.provide({
  actors: {
    submitMessage: fromPromise(async ({ input, signal }) =>
      (await contentService()).submitContactMessage(input, signal),
    ),
  },
});
