import { linkedController } from './abort';

export const MAX_IDS_PER_CALL = 50;

/** Trimmed, non-empty, first occurrence kept. */
export function uniqueIds(ids: string | readonly string[]): string[] {
  const list = typeof ids === 'string' ? [ids] : ids;
  return [...new Set(list.map((id) => id.trim()).filter(Boolean))];
}

/**
 * Looks `ids` up in parallel calls of at most 50 ids and returns the found items in the order of
 * `ids` (duplicates once, unknown ids missing). If one call fails, the others are cancelled.
 */
export async function inBatches<T extends { id: string }>(
  ids: string | readonly string[],
  signal: AbortSignal,
  lookUp: (batch: string[], signal: AbortSignal) => Promise<T[]>,
): Promise<T[]> {
  const unique = uniqueIds(ids);
  if (unique.length === 0) return [];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += MAX_IDS_PER_CALL) {
    batches.push(unique.slice(start, start + MAX_IDS_PER_CALL));
  }
  const { controller, release } = linkedController(signal);
  try {
    const results = await Promise.all(
      batches.map((batch) =>
        lookUp(batch, controller.signal).catch((error: unknown) => {
          controller.abort();
          throw error;
        }),
      ),
    );
    const byId = new Map<string, T>();
    for (const item of results.flat()) if (!byId.has(item.id)) byId.set(item.id, item);
    return unique.flatMap((id) => byId.get(id) ?? []);
  } finally {
    release();
  }
}
