/**
 * Pure helpers for product cards: price text, the "from" price, sold-out state.
 */
import type { Money, Product, Variant } from './types';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** '$24.99' for 24.99 USD; an unknown currency code falls back to '24.99 XYZ'. */
export function formatPrice(money: Money): string {
  try {
    return formatterFor(money.currency).format(money.value);
  } catch {
    return `${money.value.toFixed(2)} ${money.currency}`;
  }
}

export function isVariantInStock(variant: Variant): boolean {
  return variant.stock.type === 'UNLIMITED' || variant.stock.inStock > 0;
}

export function isSoldOut(product: Product): boolean {
  return product.state.type === 'SOLD_OUT';
}

/** The cheapest variant still in stock, or the cheapest of all when none is. */
export function cheapestVariant(product: Product): Variant | undefined {
  const inStock = product.variants.filter(isVariantInStock);
  const candidates = inStock.length > 0 ? inStock : product.variants;
  return candidates.reduce<Variant | undefined>(
    (best, variant) => (!best || variant.unitPrice.value < best.unitPrice.value ? variant : best),
    undefined,
  );
}

/**
 * The card's price: the cheapest variant's unit price; for a product without variants (a bundle),
 * its product-level price; else null.
 */
export function lowestPrice(product: Product): Money | null {
  return cheapestVariant(product)?.unitPrice ?? product.price ?? null;
}

/** A struck-through price for the card, only when it is above the price shown. */
export function compareAtPrice(product: Product): Money | null {
  const variant = cheapestVariant(product);
  const compareAt = variant?.compareAtPrice;
  return variant && compareAt && compareAt.value > variant.unitPrice.value ? compareAt : null;
}
