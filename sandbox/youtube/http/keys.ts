/** The sandbox's API keys (docs/architecture.md, sandbox). */
import { errors } from './apiError.ts';

export const sandboxApiKey = 'sandbox-key';
export const quotaExceededApiKey = 'sandbox-quota-exceeded';
/** A key restricted to other sites: every request answers the real 403 referrer refusal. */
export const referrerBlockedApiKey = 'sandbox-referrer-blocked';

/**
 * Throws the real API's error for a missing, unknown, exhausted or referrer-restricted key.
 * `referer` is the request's Referer header, which the referrer refusal names.
 */
export function checkApiKey(key: string | undefined, referer?: string): void {
  if (key === undefined || key === '') throw errors.missingKey();
  if (key === quotaExceededApiKey) throw errors.quotaExceeded();
  if (key === referrerBlockedApiKey) throw errors.referrerBlocked(referer);
  if (key !== sandboxApiKey) throw errors.keyInvalid();
}
