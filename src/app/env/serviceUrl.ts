/**
 * A service's address in the env contract: https, as everything the site fetches is named in its
 * Content-Security-Policy and travels over the visitor's network; plain http only on this
 * machine (a sandbox service started on its own port, a local test).
 */

const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** `value` without trailing slashes; a problem when it is not https (or loopback http). */
export function checkServiceUrl(value: string, name: string, problems: string[]): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push(`${name} must be an absolute https URL, got '${value}'.`);
  } else if (url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname)) {
    problems.push(
      `${name} must be https (http only for localhost, 127.0.0.1 or [::1]), got '${value}'.`,
    );
  }
  return value.replace(/\/+$/, '');
}
