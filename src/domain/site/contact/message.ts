/**
 * A contact message (docs/product.md, contact: `contact_messages`): what the form holds and what
 * is stored. The database dates it (`created_at`); visitors never read messages back.
 */
import type { ProjectType } from './projectTypes';

/** What is stored for one message. */
export interface ContactSubmission {
  name: string;
  email: string;
  projectType: ProjectType;
  message: string;
}

/** The visible, required fields. */
export type ContactField = keyof ContactSubmission;

/**
 * Everything the form holds, as typed. `website` is the honeypot: hidden from people (and from
 * assistive technology), so only bots fill it.
 */
export type ContactValues = Record<ContactField | 'website', string>;

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  projectType: '',
  message: '',
  website: '',
};
