/**
 * Cloudflare Pages' `_redirects` file, read as the host reads it: `from to [status]` a line
 * (302 when the status is left out; 200 serves `to` under the request's own URL). Rules are
 * looked at before any file, even one that exists at the path. The rules without `*` or
 * `:placeholder` that come before the first one with them are static: matched first, by exact
 * path; then the first dynamic rule that matches, in file order.
 */
import { compilePattern, fillPlaceholders, isDynamicPattern, matchPattern } from './pathPattern.ts';

export type RedirectStatus = 200 | 301 | 302 | 303 | 307 | 308;

export interface RedirectRule {
  from: string;
  to: string;
  status: RedirectStatus;
}

export interface RedirectRules {
  static: ReadonlyMap<string, RedirectRule>;
  dynamic: readonly { pattern: RegExp; rule: RedirectRule }[];
}

export interface ParsedRedirects extends RedirectRules {
  rules: RedirectRule[];
  /** What the host would ignore, and why. */
  problems: string[];
}

const STATUSES: readonly number[] = [200, 301, 302, 303, 307, 308];
const isStatus = (status: number): status is RedirectStatus => STATUSES.includes(status);
const hasHost = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

export function parseRedirectsFile(text: string): ParsedRedirects {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  const staticRules = new Map<string, RedirectRule>();
  const dynamic: { pattern: RegExp; rule: RedirectRule }[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const problem = (why: string) => problems.push(`_redirects line ${index + 1}: ${why}`);
    if (!line || line.startsWith('#')) return;
    const tokens = line.split(/\s+/);
    const comment = tokens.findIndex((token, at) => at >= 2 && token.startsWith('#'));
    const [from = '', to = '', status = '302', ...extra] =
      comment === -1 ? tokens : tokens.slice(0, comment);
    const code = Number(status);
    if (!to || extra.length) return problem('expected "from to [status]"');
    if (!from.startsWith('/')) return problem(`"${from}" is not a path`);
    if (!isStatus(code)) return problem(`status ${status} is not one of ${STATUSES.join(', ')}`);
    if (code === 200 && hasHost(to)) return problem('a rewrite (200) must stay on the site');
    if (/\/\*$/.test(from) && /\/index(\.html)?$/.test(to)) {
      return problem('loops: the host redirects /index.html to / and the rule matches / again');
    }
    if (rules.some((rule) => rule.from === from)) return problem(`a second rule for ${from}`);
    const rule = { from, to, status: code };
    const pattern = compilePattern(from);
    if (!pattern) return problem(`"${from}" is not a pattern the host can match`);
    rules.push(rule);
    if (!dynamic.length && !isDynamicPattern(from)) staticRules.set(from, rule);
    else dynamic.push({ pattern, rule });
  });
  return { rules, problems, static: staticRules, dynamic };
}

export interface RedirectMatch {
  status: RedirectStatus;
  /** The target with its placeholders filled in. */
  to: string;
}

/** The rule `path` (the request's path, as sent) falls under, if any. */
export function matchRedirect(rules: RedirectRules, path: string): RedirectMatch | null {
  const exact = rules.static.get(path);
  if (exact) return { status: exact.status, to: exact.to };
  for (const { pattern, rule } of rules.dynamic) {
    const match = matchPattern(pattern, path);
    if (!match) continue;
    const to = fillPlaceholders(rule.to, match);
    return { status: rule.status, to: hasHost(to) ? to : to.replace(/\/+/g, '/') };
  }
  return null;
}
