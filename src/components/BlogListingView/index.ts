export {
  BlogListingView,
  type BlogListingContent,
  type BlogListingViewProps,
} from './BlogListingView';
