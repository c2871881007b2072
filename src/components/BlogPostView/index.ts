export { BlogPostView, type BlogPostViewProps } from './BlogPostView';
