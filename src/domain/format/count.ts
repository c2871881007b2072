let counts: Intl.NumberFormat | undefined;

/**
 * A whole number as the site writes counts: '5,000' (en-US grouping, whatever the visitor's
 * locale, as the documented texts are). One formatter for the whole site, made on first use:
 * `toLocaleString('en-US')` would build a new one, with its locale data, on every call.
 */
export function formatCount(value: number): string {
  counts ??= new Intl.NumberFormat('en-US');
  return counts.format(value);
}
