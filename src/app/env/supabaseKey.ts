/**
 * The Supabase key the site ships to every visitor must be the public one (the legacy `anon`
 * JWT or a `sb_publishable_…` key), whose reach row-level security limits. A secret key
 * (`sb_secret_…`, or a JWT of another role such as `service_role`) bypasses that security.
 */

const KEY = 'VITE_SUPABASE_ANON_KEY';
const USE_INSTEAD =
  "would be shipped to every visitor and bypasses row-level security: use the project's publishable key (sb_publishable_…) or its anon key instead.";

/** The `role` claim of a JWT's payload, or null when `key` is not a JWT with one. */
function jwtRole(key: string): string | null {
  const [, payload, signature, ...rest] = key.split('.');
  if (!payload || signature === undefined || rest.length) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const role = (claims as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

export function checkSupabaseKey(key: string, problems: string[]): string {
  if (key.startsWith('sb_secret_')) {
    problems.push(`${KEY} is a secret key (sb_secret_…), which ${USE_INSTEAD}`);
    return key;
  }
  const role = jwtRole(key);
  if (role !== null && role !== 'anon') {
    problems.push(`${KEY} is a JWT with the role '${role}', which ${USE_INSTEAD}`);
  }
  return key;
}
