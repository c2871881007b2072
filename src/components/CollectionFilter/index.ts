export {
  CollectionFilter,
  type CollectionFilterItem,
  type CollectionFilterProps,
} from './CollectionFilter';
