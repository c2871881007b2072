/**
 * Reading the build's variables (docs/architecture.md, env): a blank value counts as unset, and
 * a service is a group of variables set all together or not at all.
 */

export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export type ServiceSource = 'sandbox' | 'live';

export interface Group {
  service: string;
  required: readonly string[];
}

export function read(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** 'sandbox' when the group is wholly unset, 'live' when complete; otherwise a problem. */
export function sourceOf(
  env: RawEnv,
  { service, required }: Group,
  problems: string[],
): ServiceSource {
  const missing = required.filter((name) => read(env, name) === undefined);
  if (missing.length === required.length) return 'sandbox';
  if (missing.length > 0) {
    problems.push(
      `${service}: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing ` +
        `(set all of ${required.join(', ')} for the real service, or none for the offline sandbox).`,
    );
  }
  return 'live';
}
