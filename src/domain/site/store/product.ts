/**
 * A shop product (docs/product.md, store: id, slug, name, images), plus what a product card shows
 * besides: the price and whether the product is sold out. The storefront service maps
 * the store's products to it.
 */
export interface StoreProduct {
  id: string;
  slug: string;
  name: string;
  images: { url: string }[];
  /** The cheapest variant's price, formatted for display, e.g. '$24.99'. */
  price?: string;
  /** Some variant costs more than `price`: the card reads 'From $24.99'. */
  priceVaries?: boolean;
  soldOut?: boolean;
}
