import { DEMO_BUILD_COMMAND, DEMO_MODE } from './buildMode.ts';

/** Whether `hostname` (as `URL.hostname` gives it) names this machine, not a public site. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::'
  );
}

/** What is wrong with VITE_SITE_URL for a deployed site, or null when it is a public https origin. */
function siteUrlProblem(value: string | undefined): string | null {
  if (!value?.trim()) return 'VITE_SITE_URL is not set';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `VITE_SITE_URL is not an address ("${value}")`;
  }
  if (isLoopbackHost(url.hostname)) return `VITE_SITE_URL is a local address (${url.origin})`;
  if (url.protocol !== 'https:') return `VITE_SITE_URL is not https (${url.origin})`;
  return null;
}

function list(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The one line that stops a deploy build which would ship the offline sandbox's data or a local
 * address, or null when the build may go on.
 */
export function deployRefusal(build: {
  /** Services with no variables set, so on the sandbox (`sandboxedServices`). */
  sandboxed: readonly string[];
  /** Variables of live services that point at this machine (`localServiceVariables`). */
  local?: readonly string[];
  siteUrl: string | undefined;
}): string | null {
  const problems: string[] = [];
  const local = build.local ?? [];
  if (build.sandboxed.length > 0) {
    const verb = build.sandboxed.length > 1 ? 'are' : 'is';
    problems.push(`${list(build.sandboxed)} ${verb} on the offline sandbox (no variables set)`);
  }
  if (local.length > 0) {
    const verb = local.length > 1 ? 'are local addresses' : 'is a local address';
    problems.push(`${list(local)} ${verb}`);
  }
  const site = siteUrlProblem(build.siteUrl);
  if (site) problems.push(site);
  if (problems.length === 0) return null;
  return (
    `Not a deployable build: ${problems.join('; ')}. Set the variables of docs/deploy.md, ` +
    `"Configuration", or build the offline demo on purpose: ${DEMO_BUILD_COMMAND} ` +
    `(vite build --mode ${DEMO_MODE}).`
  );
}
