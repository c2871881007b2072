/**
 * US dollar amounts as the tools show them (docs/product.md, formats: the currency is USD): en-US,
 * a dollar sign, thousands separators and always two decimals (`$1,234.50`). The calculator shows
 * its range as '$low - $high' without fixing the number format; cents with separators is what
 * a reader of a dollar amount expects. A non-finite amount shows as `$0.00`, and `-0` never shows a
 * sign.
 */
/** Built on first use, not when a tool's page loads: the formatter's locale data is a task of its own. */
let usd: Intl.NumberFormat | undefined;

export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  });
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** '$low - $high'. */
export function formatUsdRange(low: number, high: number): string {
  return `${formatUsd(low)} - ${formatUsd(high)}`;
}
