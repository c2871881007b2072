/**
 * Characters a contact message may not hold, refused the same way by the form and by
 * `submit_contact_message` (supabase/migrations/20261129000100_contact_proof_of_work.sql): control
 * characters (C0, DEL and C1; line breaks and tabs are allowed in the message only) and the bidi
 * embedding, override and isolate characters U+202A–U+202E and U+2066–U+2069, which make text
 * read differently from what it is ('Bob\u202Egnp.exe' shows as 'Bobexe.png') in the owner's inbox.
 */

const TEXT_DIRECTION = '\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${TEXT_DIRECTION}]`, 'u');
const MULTI_LINE = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${TEXT_DIRECTION}]`,
  'u',
);

/** True when `value` holds a character the field refuses; `multiline` for the message. */
export function hasUnsafeCharacters(value: string, multiline: boolean): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}
