export { BlogCategoryFilter, type BlogCategoryFilterProps } from './BlogCategoryFilter';
