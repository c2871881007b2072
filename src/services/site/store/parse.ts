/**
 * Runtime validation of Storefront answers: the fields the site reads are checked and copied,
 * the rest is dropped. `state` is tolerated when missing or unknown (its presence in Storefront
 * JSON is not documented) and then derived from the variants' stock. `access` is documented on
 * every product; a missing or unknown one reads as UNKNOWN, so the product is not shown.
 */
import {
  bool,
  field,
  finite,
  list,
  optional,
  record,
  ShapeError,
  text,
  type Reader,
} from './shape';
import type {
  Collection,
  Money,
  Page,
  Paging,
  Product,
  ProductAccessType,
  ProductImage,
  ProductStateType,
  Stock,
  Variant,
  VariantAttributes,
} from './types';

export const parseMoney: Reader<Money> = (value, path) => {
  const money = record(value, path);
  return {
    value: field(money, 'value', path, finite),
    currency: field(money, 'currency', path, text),
  };
};

export const parseImage: Reader<ProductImage> = (value, path) => {
  const image = record(value, path);
  return {
    id: field(image, 'id', path, text),
    url: field(image, 'url', path, text),
    transformedUrl: field(image, 'transformedUrl', path, optional(text)),
    width: field(image, 'width', path, optional(finite)),
    height: field(image, 'height', path, optional(finite)),
  };
};

/** A missing stock is unlimited (print on demand); LIMITED needs a count. */
export const parseStock: Reader<Stock> = (value, path) => {
  if (value === undefined || value === null) return { type: 'UNLIMITED' };
  const stock = record(value, path);
  const type = field(stock, 'type', path, text);
  if (type === 'UNLIMITED') return { type };
  if (type === 'LIMITED') return { type, inStock: field(stock, 'inStock', path, finite) };
  throw new ShapeError(`${path}.type`, 'LIMITED or UNLIMITED');
};

const parseNamed: Reader<{ name: string }> = (value, path) => ({
  name: field(record(value, path), 'name', path, text),
});

const parseAttributes: Reader<VariantAttributes> = (value, path) => {
  if (value === undefined || value === null) return {};
  const attributes = record(value, path);
  const color = field(attributes, 'color', path, optional(record));
  return {
    description: field(attributes, 'description', path, optional(text)),
    color: color && {
      name: field(color, 'name', `${path}.color`, text),
      swatch: field(color, 'swatch', `${path}.color`, text),
    },
    size: field(attributes, 'size', path, optional(parseNamed)),
  };
};

export const parseVariant: Reader<Variant> = (value, path) => {
  const variant = record(value, path);
  return {
    id: field(variant, 'id', path, text),
    name: field(variant, 'name', path, text),
    sku: field(variant, 'sku', path, optional(text)),
    unitPrice: field(variant, 'unitPrice', path, parseMoney),
    compareAtPrice: field(variant, 'compareAtPrice', path, optional(parseMoney)),
    stock: field(variant, 'stock', path, parseStock),
    attributes: field(variant, 'attributes', path, parseAttributes),
    images: field(variant, 'images', path, list(parseImage)),
  };
};

const outOfStock = (variant: Variant) =>
  variant.stock.type === 'LIMITED' && variant.stock.inStock <= 0;

function stateType(value: unknown, variants: Variant[]): ProductStateType {
  const type = typeof value === 'object' && value !== null && 'type' in value ? value.type : null;
  if (type === 'AVAILABLE' || type === 'SOLD_OUT') return type;
  return variants.length > 0 && variants.every(outOfStock) ? 'SOLD_OUT' : 'AVAILABLE';
}

function accessType(value: unknown): ProductAccessType {
  const type = typeof value === 'object' && value !== null && 'type' in value ? value.type : null;
  return type === 'PUBLIC' || type === 'HIDDEN' || type === 'ARCHIVED' ? type : 'UNKNOWN';
}

/**
 * The price of a product without variants (a bundle), at the product level. The Storefront
 * reference shows prices on variants only, so the field's name is read as `price` or
 * `unitPrice`, and a malformed one leaves the product unpriced instead of failing the list.
 */
function productPrice(product: Record<string, unknown>): Money | undefined {
  for (const key of ['price', 'unitPrice']) {
    try {
      const price = field(product, key, '', optional(parseMoney));
      if (price) return price;
    } catch {
      // not a Money: try the other name
    }
  }
  return undefined;
}

export const parseProduct: Reader<Product> = (value, path) => {
  const product = record(value, path);
  const variants = field(product, 'variants', path, list(parseVariant));
  const price = variants.length === 0 ? productPrice(product) : undefined;
  return {
    id: field(product, 'id', path, text),
    slug: field(product, 'slug', path, text),
    name: field(product, 'name', path, text),
    description: field(product, 'description', path, optional(text)) ?? '',
    state: { type: stateType(product.state, variants) },
    access: { type: accessType(product.access) },
    images: field(product, 'images', path, list(parseImage)),
    variants,
    ...(price && { price }),
    updatedAt: field(product, 'updatedAt', path, optional(text)),
  };
};

export const parseCollection: Reader<Collection> = (value, path) => {
  const collection = record(value, path);
  return {
    id: field(collection, 'id', path, text),
    slug: field(collection, 'slug', path, text),
    name: field(collection, 'name', path, text),
    description: field(collection, 'description', path, optional(text)),
    updatedAt: field(collection, 'updatedAt', path, optional(text)),
  };
};

export const parsePaging: Reader<Paging> = (value, path) => {
  const paging = record(value, path);
  const count = (key: string) => field(paging, key, path, optional(finite));
  return {
    pageNumber: count('pageNumber'),
    pageSize: count('pageSize'),
    elementsSize: count('elementsSize'),
    elementsTotal: count('elementsTotal'),
    totalPages: count('totalPages'),
    hasNextPage: field(paging, 'hasNextPage', path, bool),
  };
};

export function pageOf<T>(item: Reader<T>): Reader<Page<T>> {
  return (value, path) => {
    const page = record(value, path);
    return {
      results: field(page, 'results', path, (results, at) => {
        if (!Array.isArray(results)) throw new ShapeError(at, 'a list');
        return list(item)(results, at);
      }),
      paging: field(page, 'paging', path, parsePaging),
    };
  };
}
