/**
 * Which products the site may show (docs/product.md, store): only PUBLIC ones. A HIDDEN or
 * ARCHIVED product can still come back in a collection or by its slug, and must be neither
 * listed nor linked.
 */
import type { Product } from './types';

export function isListed(product: Product): boolean {
  return product.access.type === 'PUBLIC';
}
