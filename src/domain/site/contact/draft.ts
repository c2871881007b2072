/**
 * The contact form's draft, kept for the browser tab's session until the message is sent, so a
 * reload, a crash or a hung request loses nothing the visitor typed. The honeypot is never kept.
 */
import { emptyContactValues, type ContactValues } from './message';

export const CONTACT_DRAFT_KEY = 'contact-draft:v1';

const FIELDS = ['name', 'email', 'projectType', 'message'] as const;

/** The draft as stored: the visible fields only. */
export function serializeContactDraft(values: ContactValues): string {
  return JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, values[field]])));
}

/** A stored draft, or null when there is none, it is empty or it does not read as one. */
export function parseContactDraft(text: string | null): ContactValues | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const draft: ContactValues = { ...emptyContactValues };
  for (const field of FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return FIELDS.some((field) => draft[field] !== '') ? draft : null;
}
