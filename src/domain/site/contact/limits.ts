/**
 * The longest value each field may hold: the database's limits (the `contact_messages` CHECK
 * constraints and `submit_contact_message`), which the form mirrors with `maxLength` and a
 * character counter, so nothing typed is refused only after sending.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type LimitedField = keyof typeof CONTACT_LIMITS;
