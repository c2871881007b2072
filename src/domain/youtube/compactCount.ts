/**
 * YouTube-style compact counts (subscribers, views).
 *
 * Decisions:
 * - Units K (thousand), M (million), B (billion); nothing larger, so 1.5 trillion is `1500B`.
 * - Below 10 of a unit one decimal is shown, otherwise none; a trailing `.0` is trimmed.
 * - Digits are truncated, never rounded up, as YouTube does: 1 299 is `1.2K`, 999 999 is
 *   `999K` (never `1000K`), 1 999 999 is `1.9M`.
 * - Fractions are dropped toward zero, a negative count keeps its sign, and NaN or an infinite
 *   value shows as `0`.
 */
const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

export function formatCompactCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const whole = Math.trunc(Math.abs(n));
  const sign = n <= -1 ? '-' : '';
  const unit = UNITS.find(({ size }) => whole >= size);
  if (unit === undefined) return `${sign}${whole}`;
  if (whole >= 10 * unit.size) return `${sign}${Math.floor(whole / unit.size)}${unit.suffix}`;
  const tenths = Math.floor((whole * 10) / unit.size);
  const decimal = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `${sign}${Math.floor(tenths / 10)}${decimal}${unit.suffix}`;
}

/**
 * A count from text such as `1.2M`, `3.4K subscribers`, `12,345 views` or `987`.
 *
 * Accepts plain digits or comma-grouped thousands, an optional decimal part only together with a
 * K/M/B suffix (either case, optionally after a space), then optionally a space and words
 * (`views`, `subscribers`). Returns `null` for empty, signed, malformed or unsafe values.
 */
const COMPACT_COUNT =
  /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?([KMBkmb])?(?:\s+[A-Za-z][A-Za-z ]*)?$/;
const MULTIPLIER: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9 };
const MAX_TEXT_LENGTH = 200;

export function parseCompactCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_TEXT_LENGTH) return null;
  const match = COMPACT_COUNT.exec(trimmed);
  if (match === null) return null;
  const [, integer = '', fraction, suffix] = match;
  if (fraction !== undefined && suffix === undefined) return null;
  const multiplier = suffix === undefined ? 1 : (MULTIPLIER[suffix.toLowerCase()] ?? 1);
  const value = Math.round(
    Number(`${integer.replaceAll(',', '')}.${fraction ?? '0'}`) * multiplier,
  );
  return Number.isSafeInteger(value) ? value : null;
}
