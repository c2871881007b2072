export {
  createStoreClient,
  STORE_CURRENCY,
  STORE_MAX_PAGES,
  STORE_PAGE_SIZE,
  type StoreClient,
  type StoreClientOptions,
} from './client';
export { StoreError, type StoreErrorKind } from './errors';
export { isListed } from './listing';
export {
  cheapestVariant,
  compareAtPrice,
  formatPrice,
  isSoldOut,
  isVariantInStock,
  lowestPrice,
} from './price';
export type { FetchLike } from './request';
export type {
  Collection,
  Money,
  Page,
  Paging,
  Product,
  ProductAccess,
  ProductAccessType,
  ProductImage,
  ProductState,
  ProductStateType,
  Stock,
  Variant,
  VariantAttributes,
} from './types';
