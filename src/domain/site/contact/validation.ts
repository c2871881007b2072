/**
 * docs/product.md, contact: name, email, project type and message are all required; the project
 * type must be one of the list. The email gets a light shape check (the browser's type=email does
 * the rest).
 */
import { hasUnsafeCharacters } from './characters';
import { CONTACT_LIMITS, type LimitedField } from './limits';
import type { ContactField, ContactSubmission, ContactValues } from './message';
import { isProjectType } from './projectTypes';

export type FieldError = 'required' | 'invalid' | 'tooLong' | 'characters';
export type FieldErrors = Partial<Record<ContactField, FieldError>>;

const REQUIRED: readonly ContactField[] = ['name', 'email', 'projectType', 'message'];
/** The fields a visitor types (src/domain/site/contact/characters.ts checks them). */
const TYPED = ['name', 'email', 'message'] as const;

/** Something, an @, something, a dot, something; no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** Which fields stop a submit, and why; empty when the form may be sent. */
export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (errors.email === undefined && !isEmailShaped(values.email)) errors.email = 'invalid';
  for (const field of Object.keys(CONTACT_LIMITS) as LimitedField[]) {
    if (errors[field] === undefined && values[field].trim().length > CONTACT_LIMITS[field]) {
      errors[field] = 'tooLong';
    }
  }
  for (const field of TYPED) {
    if (errors[field] === undefined && hasUnsafeCharacters(values[field], field === 'message')) {
      errors[field] = 'characters';
    }
  }
  if (errors.projectType === undefined && !isProjectType(values.projectType)) {
    errors.projectType = 'invalid';
  }
  return errors;
}

export function isValidContact(values: ContactValues): boolean {
  return Object.keys(validateContact(values)).length === 0;
}

/** The message to store, trimmed; throws on values that do not validate. */
export function toSubmission(values: ContactValues): ContactSubmission {
  const { projectType } = values;
  if (!isValidContact(values) || !isProjectType(projectType)) {
    throw new Error('toSubmission: the contact form does not validate');
  }
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    projectType,
    message: values.message.trim(),
  };
}
