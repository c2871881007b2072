/**
 * YouTube-style compact counts (subscribers, views), as YouTube abbreviates them.
 *
 * Decisions:
 * - Units K (thousand), M (million), B (billion); nothing larger, so 1.5 trillion is `1500B`.
 * - Three significant digits: 1.18M, 14.7M, 123K; trailing zeros of the decimals are trimmed
 *   (1.2K, 1M). Below a thousand the count is written whole (999).
 * - Digits are truncated, never rounded up, as YouTube does: 1 189 999 is `1.18M`, 999 999 is
 *   `999K` (never `1000K` or `1M`), 9 999 is `9.99K`.
 * - Fractions are dropped toward zero, a negative count keeps its sign, and NaN or an infinite
 *   value shows as `0`.
 */
const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** How many decimals keep three significant digits: 1.23, 12.3, 123. */
const decimalsFor = (units: number): number => (units < 10 ? 2 : units < 100 ? 1 : 0);

export function formatCompactCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const whole = Math.trunc(Math.abs(n));
  const sign = n <= -1 ? '-' : '';
  const unit = UNITS.find(({ size }) => whole >= size);
  if (unit === undefined) return `${sign}${whole}`;
  const decimals = decimalsFor(whole / unit.size);
  // Whole numbers throughout (a count of hundredths of the unit), so nothing rounds up.
  const scale = 10 ** decimals;
  const scaled = Math.floor((whole * scale) / unit.size);
  const integer = Math.floor(scaled / scale);
  const fraction = String(scaled % scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return `${sign}${integer}${fraction === '' ? '' : `.${fraction}`}${unit.suffix}`;
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
