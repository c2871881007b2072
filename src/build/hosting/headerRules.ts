/**
 * Cloudflare Pages' `_headers` file, read as the host reads it: a line starting with `/` opens
 * a rule for that path pattern; under it, `Name: value` sets a header and `! Name` detaches
 * one. Every rule whose pattern matches the request path applies, in file order: a detached
 * header is removed (also one an earlier rule set), a header set by two rules gets both values.
 */
import { compilePattern, fillPlaceholders, matchPattern } from './pathPattern.ts';

export interface HeaderRule {
  path: string;
  /** Lower-case names, as the host keeps them. */
  set: Record<string, string>;
  detach: string[];
}

export interface ParsedHeaders {
  rules: HeaderRule[];
  /** What the host would ignore, and why. */
  problems: string[];
}

const PATH_LINE = /^([^\s]+:\/\/|\/)/;

export function parseHeadersFile(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const problems: string[] = [];
  let rule: HeaderRule | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const where = `_headers line ${index + 1}`;
    if (!line || line.startsWith('#')) return;
    if (PATH_LINE.test(line)) {
      rule = { path: line, set: {}, detach: [] };
      rules.push(rule);
    } else if (!rule) {
      problems.push(`${where}: a header before any path`);
    } else if (line.includes(':')) {
      const [rawName = '', ...rawValue] = line.split(':');
      const name = rawName.trim().toLowerCase();
      const value = rawValue.join(':').trim();
      if (!name || name.includes(' ') || !value) {
        problems.push(`${where}: not a header ("${line}")`);
        return;
      }
      const earlier = rule.set[name];
      rule.set[name] = earlier ? `${earlier}, ${value}` : value;
    } else if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim().toLowerCase());
    } else {
      problems.push(`${where}: neither a path, a header nor a "! Name" ("${line}")`);
    }
  });
  return { rules: rules.filter((each) => keepsRule(each, problems)), problems };
}

function keepsRule(rule: HeaderRule, problems: string[]): boolean {
  if (Object.keys(rule.set).length || rule.detach.length) return true;
  problems.push(`_headers: no headers under ${rule.path}`);
  return false;
}

/**
 * What the rules do to a response for `path` (the request's path, as sent): each header they
 * set with its value, and `null` for each one they detach and do not set again.
 */
export function headersForPath(
  rules: readonly HeaderRule[],
  path: string,
): Record<string, string | null> {
  const headers: Record<string, string | null> = {};
  const setByRules = new Set<string>();
  for (const rule of rules) {
    const pattern = compilePattern(rule.path);
    const match = pattern && matchPattern(pattern, path);
    if (!match) continue;
    for (const name of rule.detach) headers[name] = null;
    for (const [name, template] of Object.entries(rule.set)) {
      const value = fillPlaceholders(template, match);
      const current = headers[name];
      headers[name] = setByRules.has(name) && current ? `${current}, ${value}` : value;
      setByRules.add(name);
    }
  }
  return headers;
}
