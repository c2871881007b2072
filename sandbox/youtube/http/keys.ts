/** The sandbox's API keys (design brief, "Fixed sandbox addresses and keys"). */
import { errors } from './apiError.ts';

export const sandboxApiKey = 'sandbox-key';
export const quotaExceededApiKey = 'sandbox-quota-exceeded';

/** Throws the real API's error for a missing, unknown or exhausted key. */
export function checkApiKey(key: string | undefined): void {
  if (key === undefined || key === '') throw errors.missingKey();
  if (key === quotaExceededApiKey) throw errors.quotaExceeded();
  if (key !== sandboxApiKey) throw errors.keyInvalid();
}
