/** Reading and validating the query parameters every list method shares. */
import { errors } from './apiError.ts';

export const maxIdsPerCall = 50;

export class ApiQuery {
  constructor(private readonly params: URLSearchParams) {}

  /** A single value; empty counts as absent. */
  get(name: string): string | undefined {
    const value = this.params.get(name);
    return value === null || value === '' ? undefined : value;
  }

  /** A repeated or comma-separated parameter (`id=a,b` or `id=a&id=b`). */
  list(name: string): string[] {
    return this.params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
  }

  /** The requested parts, each one known to this method. */
  parts(known: readonly string[]): Set<string> {
    const parts = this.list('part');
    if (parts.length === 0) throw errors.requiredParameter('part');
    const unknown = parts.find((part) => !known.includes(part));
    if (unknown !== undefined) throw errors.unknownPart(unknown);
    return new Set(parts);
  }

  maxResults(min: number, max: number, fallback: number): number {
    const raw = this.get('maxResults');
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      throw errors.invalidValue(
        'maxResults',
        raw,
        `Values must be within the range: [${min}, ${max}]`,
      );
    }
    return value;
  }

  /** At most 50 ids, as videos.list and channels.list allow. */
  ids(name: string): string[] {
    const ids = this.list(name);
    if (ids.length > maxIdsPerCall) throw errors.tooManyIds(name, ids.length);
    return ids;
  }

  /** The one filter the method was called with, out of `filters`. */
  filter<F extends string>(filters: readonly F[]): F {
    const given = filters.filter((name) => this.get(name) !== undefined);
    const [only, ...others] = given;
    if (only === undefined) throw errors.noFilter(filters);
    if (others.length > 0) throw errors.incompatibleParameters(given);
    return only;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.get(name);
    if (raw === undefined) return fallback;
    const match = allowed.find((value) => value === raw);
    if (match === undefined)
      throw errors.invalidValue(name, raw, `Allowed values: [${allowed.join(', ')}]`);
    return match;
  }
}
