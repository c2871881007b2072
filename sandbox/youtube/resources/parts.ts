/** Keeps only the requested parts of a resource (plus kind, etag and id), then stamps its etag. */
import { etagOf } from '../http/etag.ts';

export interface ResourceBase {
  kind: string;
  id?: unknown;
}

/** Parts are built lazily, so unrequested ones cost nothing; `undefined` means "no data". */
export type PartBuilders = Record<string, (() => unknown) | undefined>;

export function withParts(
  base: ResourceBase,
  builders: PartBuilders,
  parts: ReadonlySet<string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const part of parts) {
    const value = part === 'id' ? undefined : builders[part]?.();
    if (value !== undefined) body[part] = value;
  }
  const { kind, id } = base;
  return { kind, etag: etagOf({ id, body }), ...(id === undefined ? {} : { id }), ...body };
}
