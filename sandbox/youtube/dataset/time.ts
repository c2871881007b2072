/** Timestamps as the API writes them: RFC 3339 in UTC, whole seconds, `Z`. */
export function isoAt(epochMs: number): string {
  return new Date(Math.floor(epochMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** The default "now" of the dataset: fixed, so a seed always gives the same timestamps. */
export const defaultReferenceTime = Date.parse('2026-11-15T12:00:00Z');
